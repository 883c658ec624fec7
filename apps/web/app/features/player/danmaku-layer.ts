/**
 * The bridge to xgplayer's danmu plugin (danmu.js inside): our danmaku as its comments, and the device's settings
 * applied to it. danmu.js writes a comment's `txt` as text (textContent), never as HTML.
 */
import type { RouteResponse, api } from '@md/contract/client';
import { DANMAKU_AREAS, DANMAKU_SPEEDS, type DanmakuSettings } from './danmaku-settings.ts';

export type DanmakuItem = RouteResponse<typeof api.danmakuList>[number];

/** What we use of the danmu plugin (xgplayer/es/plugins/danmu). */
export interface DanmuPlugin {
  start(): void;
  stop(): void;
  isOpen: boolean;
  setArea(area: { start: number; end: number }): void;
  setOpacity(opacity: number): void;
  setAllDuration(mode: string, duration: number): void;
  sendComment(comment: DanmuComment): void;
  updateComments(comments: DanmuComment[], isClear: boolean): void;
}

export interface DanmuComment {
  id: string;
  start: number;
  duration: number;
  txt: string;
  mode: DanmakuItem['mode'];
  prior?: boolean;
  realTime?: boolean;
  style: Record<string, string>;
}

/** Fixed-position danmaku stay this long, whatever the speed. */
const FIXED_DURATION_MS = 5_000;
const FONT_SIZE = '18px';

export const durationOf = (mode: DanmakuItem['mode'], settings: Pick<DanmakuSettings, 'speed'>) => (mode === 'scroll' ? DANMAKU_SPEEDS[settings.speed] : FIXED_DURATION_MS);

export function toComment(item: DanmakuItem, settings: Pick<DanmakuSettings, 'speed'>): DanmuComment {
  return {
    id: String(item.id),
    // danmu.js treats a start of 0 as "now": the first millisecond is as good.
    start: Math.max(1, Math.round(item.time * 1000)),
    duration: durationOf(item.mode, settings),
    txt: item.text,
    mode: item.mode,
    style: { color: item.colour, fontSize: FONT_SIZE, textShadow: '1px 1px 2px #000' },
  };
}

/** The viewer's own, just sent: at once, framed so they can find it. */
export function ownComment(item: DanmakuItem, settings: Pick<DanmakuSettings, 'speed'>): DanmuComment {
  const comment = toComment(item, settings);
  return { ...comment, prior: true, realTime: true, style: { ...comment.style, border: `1px solid ${item.colour}`, borderRadius: '4px', padding: '0 4px' } };
}

/** The plugin's configuration when the player is made. */
export function danmuConfig(settings: DanmakuSettings) {
  return {
    comments: [],
    closeDefaultBtn: true,
    defaultOpen: settings.on,
    area: { start: 0, end: DANMAKU_AREAS[settings.area] },
    opacity: settings.opacity / 100,
    fontSize: 18,
    channelSize: 26,
  };
}

/** Brings a running plugin in line with the settings. */
export function applySettings(plugin: DanmuPlugin, settings: DanmakuSettings) {
  plugin.setArea({ start: 0, end: DANMAKU_AREAS[settings.area] });
  plugin.setOpacity(settings.opacity / 100);
  plugin.setAllDuration('scroll', DANMAKU_SPEEDS[settings.speed]);
  if (settings.on && !plugin.isOpen) plugin.start();
  else if (!settings.on) plugin.stop();
}
