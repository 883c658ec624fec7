import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { Code, encryptPayloadText, failEnvelope } from '@md/contract';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Whole envelopes of frozen answers (the shared, cached catalogue reads), and their br/gzip forms made on first
 * demand, so each is encrypted once rather than per request. One IV then serves every copy of one unchanging text, which reveals nothing but that the copies
 * are equal; every other answer, and every new cached value, gets a fresh IV.
 */
const prepared = new WeakMap<object, SharedEnvelope>();

export type Encoding = 'br' | 'gzip';
export type SharedEnvelope = { body: string } & Partial<Record<Encoding, Buffer>>;
const COMPRESS_MIN_BYTES = 1024;

/** Browsers send a handful of distinct Accept-Encoding values; each is read once. */
const encodingChoices = new Map<string, Encoding | null>();
const ENCODING_CHOICES_KEPT = 64;

/** The browser's preferred encoding of the two we make; q=0 refusals honoured. */
export function pickEncoding(header: string | string[] | undefined): Encoding | null {
  if (typeof header !== 'string') return null;
  let choice = encodingChoices.get(header);
  if (choice === undefined) {
    choice = readAcceptEncoding(header);
    if (encodingChoices.size < ENCODING_CHOICES_KEPT) encodingChoices.set(header, choice);
  }
  return choice;
}

function readAcceptEncoding(header: string): Encoding | null {
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p))) accepted.add(name.trim());
  }
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

function compress(text: string, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(text, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: text.length } })
    : gzipSync(text, { level: 6 });
}

async function envelope(config: Config, data: unknown): Promise<string> {
  const json = JSON.stringify(data ?? null);
  if (!config.encrypt || data === null || data === undefined) return `{"code":${Code.ok},"tip":"","data":${json}}`;
  const encrypted = await encryptPayloadText(config.dataKey, json);
  return `{"code":${Code.ok},"tip":"","data":${JSON.stringify(encrypted.data)},"hash":${JSON.stringify(encrypted.hash)}}`;
}

/** The headers of every successful answer, besides Content-Encoding and Content-Length. */
export const OK_HEADERS = Object.freeze({
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  vary: 'accept-encoding',
});

/** The envelope of a frozen (shared) answer, made once. */
export async function sharedEnvelope(config: Config, data: object): Promise<SharedEnvelope> {
  let shared = prepared.get(data);
  if (!shared) prepared.set(data, (shared = { body: await envelope(config, data) }));
  return shared;
}

/** What to send of a shared envelope for the caller's encoding: compressed once when worth it, else the text. */
export function sharedPayload(shared: SharedEnvelope, encoding: Encoding | null): { payload: string | Buffer; encoding: Encoding | null } {
  if (!encoding || shared.body.length < COMPRESS_MIN_BYTES) return { payload: shared.body, encoding: null };
  return { payload: (shared[encoding] ??= compress(shared.body, encoding)), encoding };
}

/**
 * Sends a successful envelope, encrypting `data` when the server is configured to. API routes leave the
 * compression plugin out and compress here instead: shared answers once per encoding, other answers only when
 * they are plain JSON, since base64 ciphertext shrinks by a quarter at most and is not worth the work per request.
 */
export async function sendOk(reply: FastifyReply, config: Config, data: unknown): Promise<FastifyReply> {
  reply.headers(OK_HEADERS);
  const encoding = pickEncoding(reply.request.headers['accept-encoding']);
  if (data !== null && typeof data === 'object' && Object.isFrozen(data)) {
    const answer = sharedPayload(await sharedEnvelope(config, data), encoding);
    if (answer.encoding) reply.header('content-encoding', answer.encoding);
    return reply.send(answer.payload);
  }
  const body = await envelope(config, data);
  if (!encoding || config.encrypt || body.length < COMPRESS_MIN_BYTES) return reply.send(body);
  return reply.header('content-encoding', encoding).send(compress(body, encoding));
}

export function sendFail(reply: FastifyReply, status: number, code: number, tip: string): FastifyReply {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(JSON.stringify(failEnvelope(code, tip)));
}
