/**
 * Danmaku (弹幕): timeline comments of a video, shown flying over the picture. Times are seconds from the video's
 * start; a list call covers one window of them, so a player loads them as the video plays.
 */
import { z } from 'zod';
import {
  DANMAKU_DEFAULT_COLOUR,
  DANMAKU_MAX_LENGTH,
  DANMAKU_MAX_TIME_SECONDS,
  DANMAKU_MODES,
  DANMAKU_SEND_LIMIT,
  DANMAKU_SEND_WINDOW_SECONDS,
  DANMAKU_WINDOW_MAX_ITEMS,
  DANMAKU_WINDOW_MAX_SECONDS,
} from '../constants.ts';
import { tipKey } from '../i18n/index.ts';
import { endpoint, id, type Endpoint } from './define.ts';
import { showsAtLeast, textField } from './text-field.ts';

const seconds = z.number().min(0).max(DANMAKU_MAX_TIME_SECONDS);
export const danmakuMode = z.enum(DANMAKU_MODES);

export const danmakuItem = z.object({
  id: z.number().int(),
  /** Seconds from the video's start, to the millisecond. */
  time: z.number(),
  text: z.string(),
  /** `#rrggbb`, lower case. */
  colour: z.string(),
  mode: danmakuMode,
  /** The sender; null for the site's own demo danmaku. */
  userId: z.number().int().nullable(),
});

export const danmakuList = endpoint({
  method: 'POST',
  path: '/api/app/danmaku/list',
  access: 'optional',
  summary:
    `The danmaku of a video whose time is in [from, to) seconds, earliest first (at most ${DANMAKU_WINDOW_MAX_ITEMS}); ` +
    `a window is at most ${DANMAKU_WINDOW_MAX_SECONDS} s long.`,
  request: z
    .strictObject({ mediaId: id, from: seconds, to: seconds })
    .refine((w) => w.to > w.from && w.to - w.from <= DANMAKU_WINDOW_MAX_SECONDS, { message: tipKey('danmakuWindowInvalid'), path: ['to'] }),
  response: z.array(danmakuItem),
});

export const danmakuSend = endpoint({
  method: 'POST',
  path: '/api/app/danmaku/send',
  access: 'registered',
  summary:
    `Send a danmaku at a time of a video (one line, at most ${DANMAKU_MAX_LENGTH} characters; colour #rrggbb, ` +
    `mode scroll, top or bottom). At most ${DANMAKU_SEND_LIMIT} per user in ${DANMAKU_SEND_WINDOW_SECONDS} s (429 with Retry-After).`,
  request: z.strictObject({
    mediaId: id,
    time: seconds,
    text: textField().trim().min(1, tipKey('danmakuEmpty')).max(DANMAKU_MAX_LENGTH, tipKey('danmakuTooLong')).refine(showsAtLeast(1), tipKey('danmakuEmpty')),
    colour: textField()
      .regex(/^#[0-9a-fA-F]{6}$/, tipKey('danmakuColourFormat'))
      .transform((c) => c.toLowerCase())
      .default(DANMAKU_DEFAULT_COLOUR),
    mode: danmakuMode.default('scroll'),
  }),
  response: danmakuItem,
});

/** This area's calls, under the names they have in `api`. */
export const danmakuEndpoints = { danmakuList, danmakuSend } satisfies Record<string, Endpoint>;
