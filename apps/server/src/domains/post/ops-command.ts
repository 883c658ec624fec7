/**
 * The operator command's words (scripts/ops.ts): parsed and run here, so tests drive exactly what an operator types.
 * Answers text for the terminal, never throws for a mistyped command.
 */
import type { Db } from '../../db/client.ts';
import { approvePost, pendingPosts, rejectPost } from './moderation.ts';

export const OPS_USAGE = [
  'usage: npm run ops -- <command> [--by <name>]',
  '  posts                   list pending posts, oldest first',
  '  approve <id>            approve a post',
  "  reject <id> '<reason>'  reject a post; its author reads the reason",
].join('\n');

export interface OpsResult {
  ok: boolean;
  /** True when the command was not understood (exit code 2). */
  usage?: boolean;
  output: string;
}

const PREVIEW = 40;

function splitBy(args: string[], defaultBy: string) {
  const at = args.indexOf('--by');
  if (at === -1) return { rest: args, by: defaultBy };
  const by = args[at + 1]?.trim();
  return { rest: [...args.slice(0, at), ...args.slice(at + 2)], by: by || '' };
}

export async function runOps(db: Db, argv: string[], context: { defaultBy: string; now: Date }): Promise<OpsResult> {
  const { rest, by } = splitBy(argv, context.defaultBy);
  const [command, idText, ...reasonWords] = rest;
  const usage = (): OpsResult => ({ ok: false, usage: true, output: OPS_USAGE });
  if (!by) return usage();
  const operator = { by: by.slice(0, 64), now: context.now };
  if (command === 'posts') {
    const queue = await pendingPosts(db);
    if (queue.length === 0) return { ok: true, output: 'no pending posts' };
    const lines = queue.map((p) => {
      const text = [...p.text.replace(/\s+/g, ' ')].slice(0, PREVIEW).join('');
      return `#${p.id}  user ${p.userId}  ${p.createdAt.toISOString()}  ${p.images.length} image(s)  price ${p.price}  ${text}`;
    });
    return { ok: true, output: lines.join('\n') };
  }
  const id = Number(idText);
  if ((command !== 'approve' && command !== 'reject') || !Number.isInteger(id) || id <= 0) return usage();
  if (command === 'approve') {
    const done = await approvePost(db, id, operator);
    return done ? { ok: true, output: `post #${id} approved by ${operator.by}` } : { ok: false, output: `no post #${id}` };
  }
  const reason = reasonWords.join(' ').trim();
  if (!reason) return usage();
  const done = await rejectPost(db, id, reason, operator);
  return done ? { ok: true, output: `post #${id} rejected by ${operator.by}: ${reason}` } : { ok: false, output: `no post #${id}` };
}
