/** Builds the OpenAPI 3.1 description of every endpoint from the contract's schemas. */
import { z } from 'zod';
import { allEndpoints } from './endpoints/index.ts';

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Record<string, unknown>;
}

export function buildOpenApi(info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of allEndpoints) {
    const envelope = {
      type: 'object',
      required: ['code', 'tip', 'data'],
      properties: {
        code: { type: 'integer', description: '200 ok, 1000 login expired, 1001 needs an account, 7016 silent, 4xxx/5xxx errors' },
        tip: { type: 'string' },
        data: jsonSchema(e.response, 'output'),
        hash: { type: 'string', description: 'Present when data is encrypted: base64 IV of AES-256-GCM' },
      },
    };
    const operation: Record<string, unknown> = {
      summary: e.summary,
      operationId: e.path.replace('/api/app/', '').replace(/\//g, '_'),
      'x-access': e.access,
      security: e.access === 'none' ? [{ signature: [] }] : [{ signature: [], token: [] }],
      responses: { 200: { description: 'Envelope', content: { 'application/json': { schema: envelope } } } },
    };
    if (e.method === 'POST') {
      const contentType = e.multipart ? 'multipart/form-data' : 'application/json';
      const body = e.multipart
        ? { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] }
        : jsonSchema(e.request, 'input');
      operation.requestBody = { required: true, content: { [contentType]: { schema: body } } };
    }
    paths[e.path] = { [e.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: { ...info, description: 'Every call carries serect, X-User-Agent and x-api-key (see docs/api.md); writes carry X-XSRF-TOKEN.' },
    components: {
      securitySchemes: {
        signature: { type: 'apiKey', in: 'header', name: 'x-api-key' },
        token: { type: 'http', scheme: 'bearer' },
      },
    },
    paths,
  };
}
