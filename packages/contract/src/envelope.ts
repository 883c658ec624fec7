import { z } from 'zod';
import { Code } from './codes.ts';

/** Every API answer: `{ code, tip, data, hash }`. When `hash` is present, `data` is an encrypted string. */
export interface Envelope<T = unknown> {
  code: number;
  tip: string;
  data: T | null;
  hash?: string;
}

export const envelopeSchema = z.object({
  code: z.number().int(),
  tip: z.string(),
  data: z.unknown(),
  hash: z.string().optional(),
});

export function okEnvelope<T>(data: T, tip = ''): Envelope<T> {
  return { code: Code.ok, tip, data };
}

export function failEnvelope(code: number, tip: string): Envelope<null> {
  return { code, tip, data: null };
}
