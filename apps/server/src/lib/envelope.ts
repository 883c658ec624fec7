import { encryptPayload, failEnvelope, okEnvelope, type Envelope } from '@md/contract';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config.ts';

/** Sends a successful envelope, encrypting `data` when the server is configured to. */
export async function sendOk(reply: FastifyReply, config: Config, data: unknown): Promise<FastifyReply> {
  let body: Envelope = okEnvelope(data ?? null);
  if (config.encrypt && data !== null && data !== undefined) {
    const encrypted = await encryptPayload(config.dataKey, data);
    body = { ...body, data: encrypted.data, hash: encrypted.hash };
  }
  return reply.type('application/json; charset=utf-8').header('cache-control', 'no-store').send(JSON.stringify(body));
}

export function sendFail(reply: FastifyReply, status: number, code: number, tip: string): FastifyReply {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(JSON.stringify(failEnvelope(code, tip)));
}
