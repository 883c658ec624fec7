/** Client-side constants of the spec (section 9) and our storage keys, in one place. */
export { HOME_PAGE_ID, RECENT_SEARCH_LIMIT, REQUEST_TIMEOUT_MS, WIDE_LAYOUT_MIN_WIDTH } from '@md/contract/client';

export const DESIGN_WIDTH = 375;
export const ROOT_FONT_BASE = 37.5;
export const ROOT_FONT_MAX = 85;
/** Phones wider than this are laid out as if this wide (spec: "capped at 428 between 428 and 824"). */
export const PHONE_WIDTH_CAP = 428;
export const ROOT_FONT_RECHECK_MS = 300;
export const DEVICE_RECHECK_MS = 50;
/** Width the server assumes when it renders. */
export const SSR_WIDTH = 768;

export const LOGIN_EXPIRED_RELOAD_MS = 1000;
export const RELOAD_GUARD_MS = 10_000;

export const STORAGE_KEYS = {
  app: 'md:app',
  user: 'md:user',
  config: 'md:config',
  theme: 'md:theme',
  reloadAt: 'md:reload-at',
  scroll: 'md:scroll',
  /** The guest device secret login/guest issued (sent only to login/guest; kept across sign-outs, like devId). */
  deviceSecret: 'md:device-secret',
  /** The id of the user whose privacy lock is on, so the lock shows at once on the next open, before any call. */
  lock: 'md:lock',
  /** The danmaku settings of this device: on or off, opacity, display area, speed. */
  danmaku: 'md:danmaku',
  /** Whether a video played to its end offers the next and opens it (自动连播) on this device. */
  autoplayNext: 'md:autoplay-next',
} as const;
