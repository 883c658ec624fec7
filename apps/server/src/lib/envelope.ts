import { Code, encryptPayloadText, failEnvelope } from '@md/contract';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config.ts';

/** JSON text of answers, remembered per object: cached catalogue answers are serialised once, not per request. */
const jsonText = new WeakMap<object, string>();
function toJson(data: unknown): string {
  if (data === null || typeof data !== 'object') return JSON.stringify(data ?? null);
  let text = jsonText.get(data);
  if (text === undefined) {
    text = JSON.stringify(data);
    jsonText.set(data, text);
  }
  return text;
}

/** Sends a successful envelope, encrypting `data` (with a fresh IV each time) when the server is configured to. */
export async function sendOk(reply: FastifyReply, config: Config, data: unknown): Promise<FastifyReply> {
  const json = toJson(data);
  let body: string;
  if (config.encrypt && data !== null && data !== undefined) {
    const encrypted = await encryptPayloadText(config.dataKey, json);
    body = `{"code":${Code.ok},"tip":"","data":${JSON.stringify(encrypted.data)},"hash":${JSON.stringify(encrypted.hash)}}`;
  } else {
    body = `{"code":${Code.ok},"tip":"","data":${json}}`;
  }
  return reply.type('application/json; charset=utf-8').header('cache-control', 'no-store').send(body);
}

export function sendFail(reply: FastifyReply, status: number, code: number, tip: string): FastifyReply {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(JSON.stringify(failEnvelope(code, tip)));
}
