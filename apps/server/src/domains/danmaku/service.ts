/** Danmaku of a video: read by window of time, sent by registered users at a limited rate. Text is always text. */
import { Code, DANMAKU_SEND_LIMIT, DANMAKU_SEND_WINDOW_SECONDS, DANMAKU_WINDOW_MAX_ITEMS, type api, type DanmakuMode } from '@md/contract';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { z } from 'zod';
import { danmaku } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import type { AuthedUser } from '../auth/service.ts';
import { mediaReachable } from '../media/service.ts';
import { applyBannedWordRule } from './banned-words.ts';

type Row = typeof danmaku.$inferSelect;
type Item = z.input<typeof api.danmakuSend.response>;

const toItem = (r: Row): Item => ({ id: r.id, time: r.timeMs / 1000, text: r.text, colour: r.colour, mode: r.mode as DanmakuMode, userId: r.userId });

/** Seconds to the stored milliseconds (a time is kept to the millisecond). */
export const toMs = (seconds: number) => Math.round(seconds * 1000);

export async function listDanmaku(deps: Deps, input: z.output<typeof api.danmakuList.request>) {
  // A private work's danmaku are nobody's to read (its page is not found either).
  if (!(await mediaReachable(deps.db, input.mediaId))) return [];
  const rows = await deps.db
    .select()
    .from(danmaku)
    .where(and(eq(danmaku.mediaId, input.mediaId), gte(danmaku.timeMs, toMs(input.from)), lt(danmaku.timeMs, toMs(input.to))))
    .orderBy(asc(danmaku.timeMs), asc(danmaku.id))
    .limit(DANMAKU_WINDOW_MAX_ITEMS);
  return rows.map(toItem);
}

/** Counts the user's sends in a fixed window; past the limit, a 429 that says when to try again. */
async function checkSendRate(deps: Deps, userId: number) {
  const key = `md:danmaku:${userId}`;
  if ((await deps.kv.increment(key, DANMAKU_SEND_WINDOW_SECONDS)) <= DANMAKU_SEND_LIMIT) return;
  const wait = Math.max(1, (await deps.kv.secondsLeft(key)) || DANMAKU_SEND_WINDOW_SECONDS);
  throw new ApiError(429, Code.tooManyRequests, { key: 'danmakuTooOften', vars: { seconds: wait } }, { 'retry-after': String(wait) });
}

export async function sendDanmaku(deps: Deps, user: AuthedUser, input: z.output<typeof api.danmakuSend.request>) {
  await checkSendRate(deps, user.id);
  if (!(await mediaReachable(deps.db, input.mediaId))) throw notFound('notFound');
  const text = await applyBannedWordRule(deps, input.text);
  const [row] = await deps.db
    .insert(danmaku)
    .values({ mediaId: input.mediaId, userId: user.id, timeMs: toMs(input.time), text, colour: input.colour, mode: input.mode })
    .returning();
  return toItem(row);
}
