/** Keyset cursors for comment lists: the last row's sort values, opaque to the client (base64url of JSON). */
import { z } from 'zod';
import { badRequest } from '../../lib/errors.ts';

/** [pinned, the sort key (a time as PostgreSQL prints it, or a support count), id] */
const position = z.tuple([z.boolean(), z.union([z.string().max(64), z.number().int()]), z.number().int()]);
export type Position = z.infer<typeof position>;

export const encodeCursor = (p: Position) => Buffer.from(JSON.stringify(p)).toString('base64url');

export function decodeCursor(cursor: string): Position {
  try {
    return position.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw badRequest();
  }
}
