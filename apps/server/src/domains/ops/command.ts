/**
 * The operator command's words (scripts/ops.ts, decisions 0039 and 0043): parsed and run here, so tests drive exactly
 * what an operator types. Every action that changes something writes one operator_audit row in the same transaction
 * as the change. Answers text for the terminal, never throws for a mistyped command.
 */
import { REPORT_CONTENT_TYPES, type ReportContentType } from '@md/contract';
import type { Db } from '../../db/client.ts';
import { latestOperatorActions, recordOperatorAction } from '../../lib/operator-audit.ts';
import { addBannedWord, BANNED_WORD_MAX_LENGTH, listBannedWords, removeBannedWord } from '../banned-word/service.ts';
import { commentsForQueue, hideComment, unhideComment } from '../comment/service.ts';
import { approvePost, pendingPosts, pinThread, postsForQueue, rejectPost } from '../post/service.ts';
import { closeItemReports, dismissReport, reportedItems } from '../report/service.ts';
import { REVIEW_OPS_USAGE, runReviewOps } from '../review/service.ts';
import { FEEDBACK_COMMANDS, FEEDBACK_OPS_USAGE, runFeedbackOps } from '../help/service.ts';
import { ANNOUNCE_USAGE, runAnnounce } from '../message/service.ts';

/** `ingest` (ops/ingest.ts, decision 0063) needs the app's dependencies, not only the database: scripts/ops.ts runs it. */
export const INGEST_USAGE = [
  '  ingest <folder> [--queue]         every video file under the folder (recursively) into the catalogue: HLS',
  '                                    ladder, sprite, cover, duration; title from the file name or <name>.json',
  '                                    beside it (title, description, tags, actresses: names the catalogue has);',
  '                                    content already ingested is skipped; --queue leaves the work to the worker',
].join('\n');

/** The works' words (ops/works.ts, decision 0066) need the app's dependencies too: scripts/ops.ts runs them. */
export const WORK_OPS_USAGE = [
  '  works                             works awaiting review, oldest first',
  '  approve-work <workId>             publish a work: it becomes a catalogue video; its author is told',
  "  reject-work <workId> --reason '<reason>'",
  '                                    reject a work; its author reads the reason',
].join('\n');

export const OPS_USAGE = [
  'usage: npm run ops -- <command> [--by <name>]',
  '  queue                             pending posts, then reported posts and comments (report counts and reasons)',
  '  posts                             pending posts only, oldest first',
  '  approve <postId>                  approve a post',
  "  reject <postId> '<reason>'        reject a post; its author reads the reason (closes its reports)",
  '  pin-thread <postId>               pin a thread to the top of /discuss',
  '  unpin-thread <postId>             unpin a thread',
  "  hide-comment <id> '<reason>'      hide a comment from every list but its author's (closes its reports)",
  '  unhide-comment <id>               show a hidden comment again',
  '  dismiss <reportId>                dismiss one report',
  '  dismiss post:<id> | comment:<id>  dismiss every open report of an item',
  '  words                             the banned-word list',
  '  words add <word>                  add a banned word',
  '  words remove <word>               remove a banned word',
  '  audit [--limit N]                 what operators did, newest first (default 50)',
  REVIEW_OPS_USAGE,
  FEEDBACK_OPS_USAGE,
  ANNOUNCE_USAGE,
  INGEST_USAGE,
  WORK_OPS_USAGE,
].join('\n');

/** No command, or `help`, `--help` or `-h` alone: the usage, as an answer (exit code 0), not as a complaint. */
export const isHelpRequest = (argv: readonly string[]) => argv.length === 0 || (argv.length === 1 && ['help', '--help', '-h'].includes(argv[0]));

export interface OpsResult {
  ok: boolean;
  /** True when the command was not understood (exit code 2). */
  usage?: boolean;
  output: string;
}

interface Operator {
  by: string;
  now: Date;
}

const PREVIEW = 40;
const AUDIT_DEFAULT = 50;
const AUDIT_MAX = 1000;

/** User text for a terminal: one line, no control or format characters (no escape sequences), at most `max` characters. */
export function terminalText(text: string, max = PREVIEW) {
  const flat = text.replace(/[\p{Cc}\p{Cf}\s]+/gu, ' ').trim();
  const chars = [...flat];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : flat;
}

function takeOption(args: string[], name: string) {
  const at = args.indexOf(name);
  if (at === -1) return { rest: args, value: undefined };
  return { rest: [...args.slice(0, at), ...args.slice(at + 2)], value: (args[at + 1] ?? '').trim() };
}

const positiveId = (text: string | undefined) => {
  const n = Number(text);
  return text !== undefined && /^\d+$/.test(text) && Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
};

/** `post:12` or `comment:5`. */
function itemRef(text: string | undefined): { type: ReportContentType; id: number } | null {
  const match = /^([a-z]+):(\d+)$/.exec(text ?? '');
  if (!match || !(REPORT_CONTENT_TYPES as readonly string[]).includes(match[1])) return null;
  const id = positiveId(match[2]);
  return id === null ? null : { type: match[1] as ReportContentType, id };
}

const usage = (): OpsResult => ({ ok: false, usage: true, output: OPS_USAGE });

async function pendingLines(db: Db) {
  const queue = await pendingPosts(db);
  return queue.map((p) => `  post #${p.id}  user ${p.userId}  ${p.createdAt.toISOString()}  ${p.images.length} image(s)  price ${p.price}  ${terminalText(p.text)}`);
}

async function queue(db: Db): Promise<OpsResult> {
  const [pending, reported] = await Promise.all([pendingLines(db), reportedItems(db)]);
  const [postsById, commentsById] = await Promise.all([
    postsForQueue(db, reported.filter((r) => r.contentType === 'post').map((r) => r.itemId)),
    commentsForQueue(db, reported.filter((r) => r.contentType === 'comment').map((r) => r.itemId)),
  ]);
  const lines = [`pending posts: ${pending.length}`, ...pending, `reported items: ${reported.length}`];
  for (const item of reported) {
    const reasons = item.reasons.map((r) => `${r.reason} ${r.count}`).join(', ');
    const post = item.contentType === 'post' ? postsById.get(item.itemId) : undefined;
    const comment = item.contentType === 'comment' ? commentsById.get(item.itemId) : undefined;
    const found = post ?? comment;
    const state = post ? post.status : comment ? (comment.deleted ? 'deleted' : comment.hidden ? 'hidden' : 'shown') : 'gone';
    const text = post ? post.text : (comment?.content ?? '');
    lines.push(
      `  ${item.contentType}:${item.itemId}  user ${found?.userId ?? '-'}  ${state}  ${item.reports} report(s): ${reasons}  [reports ${item.reportIds.join(', ')}]  ${terminalText(text)}`,
    );
    for (const words of item.texts) lines.push(`      > ${terminalText(words, 80)}`);
  }
  return { ok: true, output: lines.join('\n') };
}

async function audit(db: Db, args: string[]): Promise<OpsResult> {
  const { rest, value } = takeOption(args, '--limit');
  if (rest.length > 0) return usage();
  const limit = value === undefined ? AUDIT_DEFAULT : positiveId(value);
  if (limit === null) return usage();
  const rows = await latestOperatorActions(db, Math.min(limit, AUDIT_MAX));
  if (rows.length === 0) return { ok: true, output: 'no operator actions yet' };
  const lines = rows.map((r) => {
    const target = r.targetType === 'word' ? `word` : `${r.targetType}:${r.targetId}`;
    return `${r.at.toISOString()}  ${terminalText(r.actor, 64)}  ${r.action}  ${target}${r.reason ? `  ${terminalText(r.reason, 80)}` : ''}`;
  });
  return { ok: true, output: lines.join('\n') };
}

async function words(db: Db, args: string[], operator: Operator): Promise<OpsResult> {
  const [sub, ...rest] = args;
  if (sub === undefined) {
    const list = await listBannedWords(db);
    return { ok: true, output: list.length === 0 ? 'the banned-word list is empty' : list.map((w) => `${w.id}  ${terminalText(w.word, 60)}`).join('\n') };
  }
  const word = rest.join(' ').trim();
  if ((sub !== 'add' && sub !== 'remove') || !word || [...word].length > BANNED_WORD_MAX_LENGTH || /\p{Cc}/u.test(word)) return usage();
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    if (sub === 'add') {
      const { id, added } = await addBannedWord(tx, word);
      if (!added) return { ok: true, output: `"${word}" is already on the list` };
      await recordOperatorAction(tx, { actor: operator.by, action: 'word-add', targetType: 'word', targetId: id, reason: word, at: operator.now });
      return { ok: true, output: `"${word}" added by ${operator.by}` };
    }
    const id = await removeBannedWord(tx, word);
    if (id === null) return { ok: false, output: `"${word}" is not on the list` };
    await recordOperatorAction(tx, { actor: operator.by, action: 'word-remove', targetType: 'word', targetId: id, reason: word, at: operator.now });
    return { ok: true, output: `"${word}" removed by ${operator.by}` };
  });
}

async function dismiss(db: Db, target: string | undefined, operator: Operator): Promise<OpsResult> {
  const reportId = positiveId(target);
  const item = reportId === null ? itemRef(target) : null;
  if (reportId === null && !item) return usage();
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    if (reportId !== null) {
      if (!(await dismissReport(tx, reportId, operator.now))) return { ok: false, output: `no open report #${reportId}` };
      await recordOperatorAction(tx, { actor: operator.by, action: 'dismiss', targetType: 'report', targetId: reportId, at: operator.now });
      return { ok: true, output: `report #${reportId} dismissed by ${operator.by}` };
    }
    const closed = await closeItemReports(tx, item!.type, item!.id, 'dismissed', operator.now);
    if (closed.length === 0) return { ok: false, output: `no open reports of ${item!.type}:${item!.id}` };
    await recordOperatorAction(tx, { actor: operator.by, action: 'dismiss', targetType: item!.type, targetId: item!.id, reason: `reports ${closed.join(', ')}`, at: operator.now });
    return { ok: true, output: `${closed.length} report(s) of ${item!.type}:${item!.id} dismissed by ${operator.by}` };
  });
}

async function postDecision(db: Db, command: 'approve' | 'reject', id: number, reason: string, operator: Operator): Promise<OpsResult> {
  if (command === 'approve') {
    const done = await approvePost(db, id, operator);
    return done ? { ok: true, output: `post #${id} approved by ${operator.by}` } : { ok: false, output: `no post #${id}` };
  }
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const done = await rejectPost(tx, id, reason, operator);
    if (!done) return { ok: false, output: `no post #${id}` };
    const closed = await closeItemReports(tx, 'post', id, 'acted', operator.now);
    return { ok: true, output: `post #${id} rejected by ${operator.by}: ${reason}${closed.length ? ` (${closed.length} report(s) closed)` : ''}` };
  });
}

async function commentVisibility(db: Db, command: 'hide-comment' | 'unhide-comment', id: number, reason: string, operator: Operator): Promise<OpsResult> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    if (command === 'unhide-comment') {
      const changed = await unhideComment(tx, id);
      if (changed === null) return { ok: false, output: `no comment #${id}` };
      if (!changed) return { ok: true, output: `comment #${id} is not hidden` };
      await recordOperatorAction(tx, { actor: operator.by, action: 'unhide', targetType: 'comment', targetId: id, at: operator.now });
      return { ok: true, output: `comment #${id} shown again by ${operator.by}` };
    }
    const changed = await hideComment(tx, id, reason, operator.now);
    if (changed === null) return { ok: false, output: `no comment #${id}` };
    if (!changed) return { ok: true, output: `comment #${id} is already hidden` };
    const closed = await closeItemReports(tx, 'comment', id, 'acted', operator.now);
    await recordOperatorAction(tx, { actor: operator.by, action: 'hide', targetType: 'comment', targetId: id, reason, at: operator.now });
    return { ok: true, output: `comment #${id} hidden by ${operator.by}: ${reason}${closed.length ? ` (${closed.length} report(s) closed)` : ''}` };
  });
}

export async function runOps(db: Db, argv: string[], context: { defaultBy: string; now: Date }): Promise<OpsResult> {
  if (isHelpRequest(argv)) return { ok: true, output: OPS_USAGE };
  if (argv[0] === 'announce') return runAnnounce(db, argv, context);
  // Other domains' words (reviews): each answers null for a command that is not theirs.
  const review = await runReviewOps(db, argv, context);
  if (review) return review;
  const { rest, value } = takeOption(argv, '--by');
  const by = value === undefined ? context.defaultBy.trim() : value;
  if (!by) return usage();
  const operator: Operator = { by: by.slice(0, 64), now: context.now };
  const [command, target, ...words_] = rest;
  if ((FEEDBACK_COMMANDS as readonly string[]).includes(command)) {
    const result = await runFeedbackOps(db, command, rest.slice(1), operator);
    return result.usage ? usage() : result;
  }
  const reason = words_.join(' ').trim();
  switch (command) {
    case 'queue':
      return target === undefined ? queue(db) : usage();
    case 'posts': {
      if (target !== undefined) return usage();
      const lines = await pendingLines(db);
      return { ok: true, output: lines.length === 0 ? 'no pending posts' : lines.map((l) => l.trimStart()).join('\n') };
    }
    case 'audit':
      return audit(db, rest.slice(1));
    case 'words':
      return words(db, rest.slice(1), operator);
    case 'dismiss':
      return words_.length === 0 ? dismiss(db, target, operator) : usage();
    case 'pin-thread':
    case 'unpin-thread': {
      const id = positiveId(target);
      if (id === null || reason) return usage();
      const pinned = command === 'pin-thread';
      const outcome = await pinThread(db, id, pinned, operator);
      if (outcome === 'missing') return { ok: false, output: `no post #${id}` };
      if (outcome === 'notThread') return { ok: false, output: `post #${id} is not a thread` };
      return { ok: true, output: `thread #${id} ${pinned ? 'pinned' : 'unpinned'} by ${operator.by}` };
    }
    case 'approve':
    case 'reject':
    case 'hide-comment':
    case 'unhide-comment': {
      const id = positiveId(target);
      if (id === null) return usage();
      const needsReason = command === 'reject' || command === 'hide-comment';
      if (needsReason ? !reason : reason) return usage();
      return command === 'approve' || command === 'reject'
        ? postDecision(db, command, id, reason, operator)
        : commentVisibility(db, command, id, reason, operator);
    }
    default:
      return usage();
  }
}
