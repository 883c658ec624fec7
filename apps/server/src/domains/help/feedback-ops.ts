/**
 * The operator command's feedback words (scripts/ops.ts, hooked from post/ops-command.ts): list feedback, reply to
 * one. Each reply changes the feedback and writes an audit row, together. Answers text, never throws for a typo.
 */
import { helpContent } from '@md/contract/help-content';
import { asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { feedback, feedbackAudit } from '../../db/schema/index.ts';

export const FEEDBACK_OPS_USAGE = [
  '  feedback [--open]       list feedback, oldest first (--open: not yet replied)',
  "  feedback-reply <id> '<text>'  reply to a feedback; its author reads it on the feedback page",
].join('\n');

export const FEEDBACK_COMMANDS = ['feedback', 'feedback-reply'] as const;

export interface FeedbackOpsResult {
  ok: boolean;
  usage?: boolean;
  output: string;
}

const PREVIEW = 60;
const REPLY_MAX = 1000;
const LIST_LIMIT = 200;

const oneLine = (text: string, max: number) => [...text.replace(/\s+/g, ' ')].slice(0, max).join('');

/** Feedback, oldest first: every one, or those without a reply (`open`). */
export function feedbackQueue(db: Db, open: boolean, limit = LIST_LIMIT) {
  return db
    .select()
    .from(feedback)
    .where(open ? isNull(feedback.repliedAt) : undefined)
    .orderBy(asc(feedback.createdAt), asc(feedback.id))
    .limit(limit);
}

/** Replies to feedback `id` (a later reply replaces the earlier one), with its audit row. False when there is none. */
export async function replyToFeedback(db: Db, id: number, text: string, operator: { by: string; now: Date }) {
  const reply = text.trim();
  if (!reply) throw new Error('a reply needs text');
  return db.transaction(async (tx) => {
    const rows = await tx.update(feedback).set({ reply, repliedBy: operator.by, repliedAt: operator.now }).where(eq(feedback.id, id)).returning({ id: feedback.id });
    if (rows.length === 0) return false;
    await tx.insert(feedbackAudit).values({ feedbackId: id, action: 'reply', text: reply, operator: operator.by, createdAt: operator.now });
    return true;
  });
}

/** The audit rows of feedback `id`, oldest first. */
export function feedbackAuditOf(db: Db, id: number) {
  return db.select().from(feedbackAudit).where(eq(feedbackAudit.feedbackId, id)).orderBy(asc(feedbackAudit.id));
}

/** Runs `feedback` or `feedback-reply` (`args` after the command word; --by already taken out). */
export async function runFeedbackOps(db: Db, command: string, args: string[], operator: { by: string; now: Date }): Promise<FeedbackOpsResult> {
  const usage = (): FeedbackOpsResult => ({ ok: false, usage: true, output: FEEDBACK_OPS_USAGE });
  if (command === 'feedback') {
    const open = args.length === 1 && args[0] === '--open';
    if (args.length > 0 && !open) return usage();
    const rows = await feedbackQueue(db, open);
    if (rows.length === 0) return { ok: true, output: open ? 'no open feedback' : 'no feedback' };
    const names = new Map(helpContent().feedbackCategories.map((c) => [c.id, c.name]));
    const lines = rows.map((f) => {
      const state = f.repliedAt ? `replied by ${f.repliedBy}` : 'open';
      const contact = f.contact ? `  contact ${oneLine(f.contact, 40)}` : '';
      return `#${f.id}  user ${f.userId}  ${f.createdAt.toISOString()}  ${names.get(f.categoryId) ?? f.categoryId}  ${state}  ${f.images.length} image(s)${contact}  ${oneLine(f.text, PREVIEW)}`;
    });
    return { ok: true, output: lines.join('\n') };
  }
  if (command !== 'feedback-reply') return usage();
  const [idText, ...words] = args;
  const id = Number(idText);
  const text = words.join(' ').trim();
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647 || !text) return usage();
  if ([...text].length > REPLY_MAX) return { ok: false, output: `a reply is at most ${REPLY_MAX} characters` };
  const done = await replyToFeedback(db, id, text, operator);
  return done ? { ok: true, output: `feedback #${id} replied by ${operator.by}` } : { ok: false, output: `no feedback #${id}` };
}
