/**
 * The operator command's review words (scripts/ops.ts hands every command here first): `reviews`,
 * `approve-review <id>`, `reject-review <id> <reason>`. Null for any other command (the post words then apply).
 */
import type { Db } from '../../db/client.ts';
import { subjectName } from './cards.ts';
import { approveReview, pendingReviews, rejectReview } from './moderation.ts';

export const REVIEW_OPS_USAGE = [
  '  reviews                        list pending reviews, oldest first',
  '  approve-review <id>            approve a review',
  "  reject-review <id> '<reason>'  reject a review; its author reads the reason",
].join('\n');

export const REVIEW_OPS_COMMANDS = ['reviews', 'approve-review', 'reject-review'] as const;

export interface ReviewOpsResult {
  ok: boolean;
  usage?: boolean;
  output: string;
}

function splitBy(args: string[], defaultBy: string) {
  const at = args.indexOf('--by');
  if (at === -1) return { rest: args, by: defaultBy };
  return { rest: [...args.slice(0, at), ...args.slice(at + 2)], by: args[at + 1]?.trim() || '' };
}

export async function runReviewOps(db: Db, argv: string[], context: { defaultBy: string; now: Date }): Promise<ReviewOpsResult | null> {
  const { rest, by } = splitBy(argv, context.defaultBy);
  const [command, idText, ...reasonWords] = rest;
  if (!(REVIEW_OPS_COMMANDS as readonly string[]).includes(command ?? '')) return null;
  const usage = (): ReviewOpsResult => ({ ok: false, usage: true, output: `usage: npm run ops -- <command> [--by <name>]\n${REVIEW_OPS_USAGE}` });
  if (!by) return usage();
  const operator = { by: by.slice(0, 64), now: context.now };
  if (command === 'reviews') {
    const queue = await pendingReviews(db);
    if (queue.length === 0) return { ok: true, output: 'no pending reviews' };
    const lines = queue.map((r) => {
      const title = [...r.title.replace(/\s+/g, ' ')].slice(0, 40).join('');
      return `#${r.id}  user ${r.userId}  ${subjectName(r.subjectType)} ${r.subjectId}  ${r.rating}★  ${r.createdAt.toISOString()}  ${r.images.length} image(s)  ${title}`;
    });
    return { ok: true, output: lines.join('\n') };
  }
  const id = Number(idText);
  if (!Number.isInteger(id) || id <= 0) return usage();
  if (command === 'approve-review') {
    const done = await approveReview(db, id, operator);
    return done ? { ok: true, output: `review #${id} approved by ${operator.by}` } : { ok: false, output: `no review #${id}` };
  }
  const reason = reasonWords.join(' ').trim();
  if (!reason) return usage();
  const done = await rejectReview(db, id, reason, operator);
  return done ? { ok: true, output: `review #${id} rejected by ${operator.by}: ${reason}` } : { ok: false, output: `no review #${id}` };
}
