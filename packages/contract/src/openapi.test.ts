import { describe, expect, it } from 'vitest';
import { buildOpenApi } from './openapi.ts';

type Doc = ReturnType<typeof buildOpenApi>;
const success = (doc: Doc) => {
  const operation = doc.paths['/api/app/media/detail'].post as { responses: Record<string, { content: Record<string, { schema: { anyOf: Record<string, unknown>[] } }> }> };
  return operation.responses['200'].content['application/json'].schema.anyOf[0] as { properties: Record<string, unknown>; required: string[] };
};

describe('buildOpenApi', () => {
  it('describes data as the cipher text when the server encrypts, and names the decrypted schema', () => {
    const form = success(buildOpenApi({ title: 't', version: '1' }));
    expect(form.required).toContain('hash');
    expect(form.properties.data).toMatchObject({ type: 'string' });
    expect(form).toMatchObject({ 'x-decrypted-data': { $ref: '#/components/schemas/media_detail_data' } });
  });

  it('describes data plainly when the server does not encrypt', () => {
    const doc = buildOpenApi({ title: 't', version: '1' }, { encrypted: false });
    const form = success(doc);
    expect(form.properties.data).toEqual({ $ref: '#/components/schemas/media_detail_data' });
    expect(form.properties.hash).toBeUndefined();
    expect(doc.components.schemas).toHaveProperty('media_detail_data');
  });
});
