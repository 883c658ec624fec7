/** Keyset cursors for comment lists: the last row's sort values, opaque to the client (base64url of JSON). */
import { z } from 'zod';
import { badRequest } from '../../lib/errors.ts';

const int4 = z.number().int().min(0).max(2_147_483_647);

/** A time as PostgreSQL prints a timestamptz (`2026-11-27 03:04:05.123456+00`), a real date of years 1000–9999. */
const PG_TIME = /^(\d{4})-(\d{2})-(\d{2}) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?[+-](0\d|1[0-4])(:[0-5]\d)?$/;
function isPgTime(value: string): boolean {
  const parts = PG_TIME.exec(value);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1000 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
const pgTime = z.string().max(64).refine(isPgTime);

/** [pinned, the sort key (a time as PostgreSQL prints it, or a support count), id] */
export type Position = [boolean, string | number, number];
const byTime = z.tuple([z.boolean(), pgTime, int4]);
const bySupports = z.tuple([z.boolean(), int4, int4]);

export const encodeCursor = (p: Position) => Buffer.from(JSON.stringify(p)).toString('base64url');

/** A cursor read back, its sort key checked for the list's order: anything forged is a bad request, never a database error. */
export function decodeCursor(cursor: string, key: 'time' | 'supports'): Position {
  try {
    return (key === 'time' ? byTime : bySupports).parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw badRequest();
  }
}
