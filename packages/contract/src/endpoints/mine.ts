/**
 * The account area's own calls (spec section 1, user/*): the privacy lock, online time, the certified-creator
 * state and titles. The spec names the calls only; fields and the check call are ours (docs/api.md, decision 0037).
 */
import { z } from 'zod';
import { LOCK_CODE_PATTERN, USER_TITLES } from '../constants.ts';
import { tipKey } from '../i18n/index.ts';
import { empty, endpoint, type Endpoint } from './define.ts';
import { userTitle } from './shared.ts';
import { textField } from './text-field.ts';

const lockCode = textField().regex(LOCK_CODE_PATTERN, tipKey('lockCodeFormat'));

const lockState = z.object({ enabled: z.boolean() });

export const userLockscreencodeSet = endpoint({
  method: 'POST',
  path: '/api/app/user/lockscreencode/set',
  access: 'registered',
  summary:
    'Set, change or clear (code: null) the privacy lock, 4–6 digits, stored hashed. Changing or clearing needs the current code ' +
    '(oldCode); a wrong one counts as a wrong try, as in lockscreencode/check.',
  request: z.strictObject({ code: lockCode.nullable(), oldCode: lockCode.optional() }),
  response: lockState,
});

export const userLockscreencodeState = endpoint({
  method: 'POST',
  path: '/api/app/user/lockscreencode/state',
  access: 'user',
  summary: "Whether the caller has a privacy lock (a guest's is never set).",
  request: empty,
  response: lockState,
});

export const userLockscreencodeCheck = endpoint({
  method: 'POST',
  path: '/api/app/user/lockscreencode/check',
  access: 'registered',
  summary:
    'Unlock: checks a code against the privacy lock. A wrong code answers 4103 with the tries left; the 5th wrong code in a row ' +
    "revokes the caller's session and answers 1000 (the device is signed out). A right code resets the count.",
  request: z.strictObject({ code: lockCode }),
  response: z.object({ unlocked: z.literal(true) }),
});

const onlineTime = z.object({
  /** Today's calendar day in Asia/Shanghai, `YYYY-MM-DD`. */
  day: z.string(),
  /** Seconds online today and all time. */
  today: z.number().int(),
  total: z.number().int(),
});

export const userOnlineBeat = endpoint({
  method: 'POST',
  path: '/api/app/user/online/beat',
  access: 'user',
  summary:
    'A heartbeat, sent every ONLINE_BEAT_SECONDS while the page is visible. Credits the time since the previous beat, at most ' +
    'ONLINE_BEAT_SECONDS (nothing after a longer gap: the page was hidden), up to ONLINE_DAY_CAP_SECONDS a day. Answers as online/time.',
  request: empty,
  response: onlineTime,
});

export const userOnlineTime = endpoint({
  method: 'POST',
  path: '/api/app/user/online/time',
  access: 'user',
  summary: "The caller's time online today (Asia/Shanghai) and in all, in seconds, counted from heartbeats.",
  request: empty,
  response: onlineTime,
});

export const userIsCert = endpoint({
  method: 'POST',
  path: '/api/app/user/isCert',
  access: 'user',
  summary: 'Whether the caller is a certified creator (an operator sets it: docs/operations.md), and since when.',
  request: empty,
  response: z.object({ certified: z.boolean(), certifiedAt: z.string().nullable() }),
});

const titleStep = z.object({ key: userTitle.shape.key, minPoints: z.number().int() });

export const userTitleCall = endpoint({
  method: 'POST',
  path: '/api/app/user/title',
  access: 'user',
  summary: `The caller's title from points earned all time (spending keeps it), the next step and the whole ladder (${USER_TITLES.length} steps).`,
  request: empty,
  response: z.object({ title: userTitle, earned: z.number().int(), next: titleStep.nullable(), ladder: z.array(titleStep) }),
});

/** This area's calls, under the names they have in `api`: a new call is added here and nowhere else. */
export const mineEndpoints = {
  userLockscreencodeSet,
  userLockscreencodeState,
  userLockscreencodeCheck,
  userOnlineBeat,
  userOnlineTime,
  userIsCert,
  userTitle: userTitleCall,
} satisfies Record<string, Endpoint>;
