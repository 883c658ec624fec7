import { decryptPayload } from '@md/contract';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { pickEncoding, prepareAnswer, sendOk, sendPrepared, type PreparedAnswer } from './envelope.ts';

const config = { ...loadConfig({}), encrypt: true };

/** A prepared (cached) answer, sent the way a cached route sends it. */
class Prepared {
  constructor(readonly answer: PreparedAnswer) {}
}
const prepared = async (data: unknown) => new Prepared(await prepareAnswer(config, data));
const send = (reply: Parameters<typeof sendOk>[0], data: unknown, encrypt = true) =>
  data instanceof Prepared ? sendPrepared(reply, data.answer) : sendOk(reply, { ...config, encrypt }, data);

async function twice(data: unknown) {
  const app = Fastify();
  app.get('/', (_req, reply) => send(reply, data));
  const bodies = [(await app.inject('/')).json(), (await app.inject('/')).json()];
  await app.close();
  return bodies as { code: number; data: string; hash: string }[];
}

describe('sendOk', () => {
  it('encrypts a prepared (cached) answer once: every copy is the same text and decrypts to it', async () => {
    const answer = { list: [{ id: 1, title: '夜色' }], hasMore: false };
    const [a, b] = await twice(await prepared(answer));
    expect(a).toEqual(b);
    expect(await decryptPayload(config.dataKey, { data: a.data, hash: a.hash })).toEqual(answer);
  });

  it('gives any other answer a fresh IV each time', async () => {
    const answer = { collected: true };
    const [a, b] = await twice(answer);
    expect(a.data).not.toBe(b.data);
    expect(await decryptPayload(config.dataKey, { data: b.data, hash: b.hash })).toEqual(answer);
  });
});

async function fetchWith(data: unknown, acceptEncoding: string, encrypt = true) {
  const app = Fastify();
  app.get('/', (_req, reply) => send(reply, data, encrypt));
  const res = await app.inject({ url: '/', headers: { 'accept-encoding': acceptEncoding } });
  await app.close();
  return res;
}

const big = () => ({ list: Array.from({ length: 60 }, (_, i) => ({ id: i, title: `第${i}集 夜色温柔` })) });

describe('sendOk compression', () => {
  it('compresses a prepared answer once per encoding, to the same text it sends uncompressed', async () => {
    const answer = await prepared(big());
    const plain = (await fetchWith(answer, 'identity')).body;
    const br = await fetchWith(answer, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    expect((await fetchWith(answer, 'br')).rawPayload.equals(br.rawPayload)).toBe(true);
    const gzip = await fetchWith(answer, 'br;q=0, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
  });

  it('leaves personal encrypted answers and small answers uncompressed; compresses large plain JSON', async () => {
    expect((await fetchWith(big(), 'br')).headers['content-encoding']).toBeUndefined();
    expect((await fetchWith(await prepared({ ok: true }), 'br')).headers['content-encoding']).toBeUndefined();
    const plain = await fetchWith(big(), 'gzip', false);
    expect(plain.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(plain.rawPayload).toString()).data).toEqual(big());
  });

  it('reads Accept-Encoding as browsers send it', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('gzip;q=0.0')).toBeNull();
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});
