import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { Code, encryptPayloadText, failEnvelope } from '@md/contract';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config.ts';

export type Encoding = 'br' | 'gzip';
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
const OK_HEADERS = Object.freeze({
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  vary: 'accept-encoding',
});

/**
 * A successful answer made ready to send many times (a cached route's, see route-cache.ts): the envelope with
 * `data` encrypted once, and its br/gzip forms, each made the first time a browser asks for it. One IV then serves
 * every copy of one cached answer, which reveals nothing but that the copies are equal; every other answer, and
 * every newly loaded cached answer, gets a fresh IV.
 */
export interface PreparedAnswer {
  readonly text: string;
  readonly plain: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

export async function prepareAnswer(config: Config, data: unknown): Promise<PreparedAnswer> {
  const text = await envelope(config, data);
  return { text, plain: Buffer.from(text) };
}

/** Sends a prepared answer in the caller's encoding: compressed (once per encoding) when worth it, else as is. */
export function sendPrepared(reply: FastifyReply, answer: PreparedAnswer): FastifyReply {
  reply.headers(OK_HEADERS);
  const encoding = pickEncoding(reply.request.headers['accept-encoding']);
  if (!encoding || answer.plain.length < COMPRESS_MIN_BYTES) return reply.send(answer.plain);
  const compressed = (answer[encoding] ??= compress(answer.text, encoding));
  return reply.header('content-encoding', encoding).send(compressed);
}

/**
 * Sends a successful envelope, encrypting `data` when the server is configured to. API routes leave the
 * compression plugin out and compress here instead: prepared (cached) answers once per encoding (sendPrepared),
 * other answers only when they are plain JSON, since base64 ciphertext shrinks by a quarter at most and is not
 * worth the work per request.
 */
export async function sendOk(reply: FastifyReply, config: Config, data: unknown): Promise<FastifyReply> {
  reply.headers(OK_HEADERS);
  const encoding = pickEncoding(reply.request.headers['accept-encoding']);
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
