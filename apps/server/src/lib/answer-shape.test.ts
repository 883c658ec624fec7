import { allEndpoints, api, Code, type Endpoint } from '@md/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createHarness, type Harness, type TestClient } from '../test/harness.ts';
import { answerShape } from './answer-shape.ts';

/** Paths of keys in `value` that `schema` does not list (written apart from answerShape, to check it). */
function keysOutside(schema: z.ZodType, value: unknown, at = '$'): string[] {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (value === null || value === undefined) return [];
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      return Object.entries(value as Record<string, unknown>).flatMap(([key, v]) => (shape[key] ? keysOutside(shape[key], v, `${at}.${key}`) : [`${at}.${key}`]));
    }
    case 'array':
      return (value as unknown[]).flatMap((v, i) => keysOutside(def.element as z.ZodType, v, `${at}[${i}]`));
    case 'optional': case 'nullable': case 'default': case 'readonly':
      return keysOutside(def.innerType as z.ZodType, value, at);
    case 'union':
      return (def.options as z.ZodType[]).map((o) => keysOutside(o, value, at)).reduce((a, b) => (a.length <= b.length ? a : b));
    default:
      return [];
  }
}

describe('answerShape', () => {
  const schema = z.object({
    id: z.number(),
    tags: z.array(z.object({ id: z.number(), name: z.string() })),
    owner: z.object({ name: z.string() }).nullable(),
    note: z.string().optional(),
    kind: z.union([z.object({ a: z.number() }), z.object({ b: z.string() })]),
  });

  it('drops keys the schema does not list, at every depth, and keeps the rest as they are', () => {
    const shaped = answerShape(schema)({
      id: 1,
      secret: 'x',
      tags: [{ id: 2, name: 't', internal: true }],
      owner: { name: 'n', passwordHash: 'h' },
      kind: { b: 'yes', extra: 1 },
    });
    expect(shaped).toEqual({ id: 1, tags: [{ id: 2, name: 't' }], owner: { name: 'n' }, kind: { b: 'yes' } });
  });

  it('passes null, missing optionals and scalars through', () => {
    expect(answerShape(schema)({ id: 1, tags: [], owner: null, kind: { a: 1 } })).toEqual({ id: 1, tags: [], owner: null, kind: { a: 1 } });
    expect(answerShape(z.null())(null)).toBeNull();
    expect(answerShape(z.array(z.string()))(['a'])).toEqual(['a']);
  });
});

describe('answers through the pipeline', () => {
  let h: Harness;
  let member: TestClient;
  beforeAll(async () => {
    h = await createHarness({ seedVideos: 12 });
    member = await h.registered('shape_member');
  });
  afterAll(() => h.close());

  it('media/detail lists nothing outside the contract (no clip, no categoryId)', async () => {
    const res = await member.call(api.mediaDetail, { id: 1 });
    expect(res.envelope.code).toBe(Code.ok);
    expect(Object.keys(res.data as object)).not.toContain('clip');
    expect(Object.keys(res.data as object)).not.toContain('categoryId');
    expect(keysOutside(api.mediaDetail.response, res.data)).toEqual([]);
  });

  it('every call answerable with a simple body lists nothing outside the contract', async () => {
    const candidates = [{}, { id: 1 }, { mediaId: 1 }, { keyword: '的' }, { contentType: 2 }, { type: 'hot' }, { categoryId: 1 }];
    const implemented = allEndpoints.filter((e) => h.app.hasRoute({ method: e.method, url: e.path }) && !e.multipart && e !== api.userLogout);
    const checked: Endpoint[] = [];
    for (const endpoint of implemented) {
      const body = candidates.find((c) => endpoint.request.safeParse(c).success);
      if (!body) continue;
      const res = await member.raw(endpoint, endpoint.method === 'GET' ? undefined : body);
      if (res.envelope.code !== Code.ok) continue;
      expect(keysOutside(endpoint.response, res.data), endpoint.path).toEqual([]);
      checked.push(endpoint);
    }
    expect(checked.length).toBeGreaterThan(15);
  });
});
