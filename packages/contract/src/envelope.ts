/** Every API answer: `{ code, tip, data, hash }`. When `hash` is present, `data` is an encrypted string. */
export interface Envelope<T = unknown> {
  code: number;
  tip: string;
  data: T | null;
  hash?: string;
}

/** A plain check, so the browser needs no schema library to read answers. */
export function isEnvelope(value: unknown): value is Envelope {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return Number.isInteger(v.code) && typeof v.tip === 'string' && 'data' in v && (v.hash === undefined || typeof v.hash === 'string');
}

export function failEnvelope(code: number, tip: string): Envelope<null> {
  return { code, tip, data: null };
}
