/**
 * The points economy: the daily check-in and the points ledger (spec section 7: checkin/*, user/score/*). The
 * spec names the calls only; fields are ours. Every balance change is a ledger entry; see docs/api.md.
 */
import { z } from 'zod';
import { PointsReason } from '../constants.ts';
import { tipKey } from '../i18n/index.ts';
import { empty, endpoint, pageFields, pageOf, type Endpoint } from './define.ts';
import { textField } from './text-field.ts';

/** A calendar day in Asia/Shanghai, `YYYY-MM-DD`. */
const day = z.string();

const checkinDay = z.object({ date: day, points: z.number().int(), streak: z.number().int() });

export const checkinClick = endpoint({
  method: 'POST',
  path: '/api/app/checkin/click',
  access: 'registered',
  summary: "Check in for today (Asia/Shanghai). Once per user per day: a second tap, on any device, is refused with code 4301.",
  request: empty,
  response: checkinDay.extend({ balance: z.number().int() }),
});

export const checkinPrize = endpoint({
  method: 'POST',
  path: '/api/app/checkin/prize',
  access: 'optional',
  summary: 'The prize ladder: the points each day of a streak gives; after the last day it starts again.',
  request: empty,
  response: z.array(z.object({ day: z.number().int(), points: z.number().int() })),
});

export const checkinGave = endpoint({
  method: 'POST',
  path: '/api/app/checkin/gave',
  access: 'registered',
  summary: "The caller's check-ins of a month (default: this month), today's state, the current streak and the totals.",
  request: z.strictObject({ month: textField().regex(/^[1-9]\d{3}-(0[1-9]|1[0-2])$/, tipKey('badRequest')).optional() }),
  response: z.object({
    month: z.string(),
    today: day,
    checkedToday: z.boolean(),
    /** The streak that today's check-in continues (or has continued): 0 when broken. */
    streak: z.number().int(),
    /** What today's check-in gives (or gave). */
    todayPoints: z.number().int(),
    totalDays: z.number().int(),
    totalPoints: z.number().int(),
    balance: z.number().int(),
    days: z.array(checkinDay),
  }),
});

const pointsEntry = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  balance: z.number().int(),
  reason: z.enum(Object.values(PointsReason) as [string, ...string[]]),
  ref: z.string().nullable(),
  createdAt: z.string(),
});

export const userScoreList = endpoint({
  method: 'POST',
  path: '/api/app/user/score/list',
  access: 'user',
  summary: "The caller's points ledger, newest first, with the balance.",
  request: z.strictObject({ ...pageFields }),
  response: pageOf(pointsEntry).extend({ balance: z.number().int() }),
});

export const userScoreRank = endpoint({
  method: 'POST',
  path: '/api/app/user/score/rank',
  access: 'optional',
  summary: 'The leaderboard of points earned, today (Asia/Shanghai) or all time; with the caller\'s own place when signed in.',
  request: z.strictObject({ period: z.enum(['day', 'all']).default('day'), limit: z.number().int().min(1).max(100).default(50) }),
  response: z.object({
    list: z.array(z.object({ rank: z.number().int(), userId: z.number().int(), nickname: z.string(), avatar: z.string().nullable(), points: z.number().int() })),
    mine: z.object({ rank: z.number().int().nullable(), points: z.number().int() }).nullable(),
  }),
});

export const pointsEndpoints = {
  checkinClick,
  checkinPrize,
  checkinGave,
  userScoreList,
  userScoreRank,
} satisfies Record<string, Endpoint>;
