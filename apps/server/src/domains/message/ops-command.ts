/**
 * The operators' announcement command (scripts/ops.ts): `announce [--to <userId>] [--by <name>] <title> <text…>`.
 * Answers text for the terminal, never throws for a mistyped command.
 */
import { NOTICE_TEXT_MAX, NOTICE_TITLE_MAX } from '@md/contract';
import type { Db } from '../../db/client.ts';
import { announce } from './notify.ts';

export const ANNOUNCE_USAGE = "  announce [--to <userId>] '<title>' '<text>'   an announcement to everyone, or to one user";

function option(args: string[], name: string): { rest: string[]; value: string | undefined } {
  const at = args.indexOf(name);
  if (at === -1) return { rest: args, value: undefined };
  return { rest: [...args.slice(0, at), ...args.slice(at + 2)], value: args[at + 1] ?? '' };
}

export async function runAnnounce(db: Db, argv: string[], context: { defaultBy: string }): Promise<{ ok: boolean; usage?: boolean; output: string }> {
  const usage = { ok: false, usage: true, output: `usage: npm run ops -- announce [--to <userId>] [--by <name>] <title> <text>\n${ANNOUNCE_USAGE}` };
  const to = option(argv.slice(1), '--to');
  const by = option(to.rest, '--by');
  const [title = '', ...words] = by.rest;
  const text = words.join(' ').trim();
  const operator = (by.value ?? context.defaultBy).trim().slice(0, 64);
  const recipient = to.value === undefined ? null : Number(to.value);
  if (!title.trim() || !text || !operator || (recipient !== null && !(Number.isInteger(recipient) && recipient > 0))) return usage;
  if ([...title.trim()].length > NOTICE_TITLE_MAX || [...text].length > NOTICE_TEXT_MAX) {
    return { ok: false, output: `a title has at most ${NOTICE_TITLE_MAX} characters, a text ${NOTICE_TEXT_MAX}` };
  }
  const id = await announce(db, { title: title.trim(), text, by: operator, to: recipient });
  if (id === null) return { ok: false, output: `no user #${recipient}` };
  return { ok: true, output: `announcement #${id} sent to ${recipient === null ? 'everyone' : `user ${recipient}`} by ${operator}` };
}
