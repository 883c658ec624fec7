/**
 * The player's configuration from the spec's constants (section 9). Features the spec lists as present but off
 * (dynamic background, gap jump, waiting jump, speed test) are configured with its values and disabled.
 */
import type { api, RouteResponse, thumbnailSprite } from '@md/contract/client';
import type { z } from 'zod';
import { FINISHED_TAIL_SECONDS } from '../../shared/db/watch-progress.ts';

export type PlayInfo = RouteResponse<typeof api.mediaPlay>;

export const PLAYER = {
  version: '3.0.22',
  volume: 0.6,
  inactiveMs: 3000,
  miniProgressHeight: 2,
  lang: 'zh-cn',
  dynamicBg: { disable: true, frameRate: 10, filter: 'blur(50px)', multiple: 1.2, addMask: true, maskBg: 'rgba(0,0,0,0.7)' },
  gapJump: { useGapJump: false, smallGapLimit: 0.5, gapDetectionThreshold: 0.3 },
  waitingTimeoutJump: { useWaitingTimeoutJump: false, waitingTime: 15, jumpSize: 2, jumpCntMax: 4 },
  testSpeed: { openSpeed: false, testCnt: 3, loadSize: 200 * 1024, testTimeStep: 3000, saveSpeedMax: 5 },
  fpsDetect: { tick: 1000, stuckCount: 3 },
  /** Within this many seconds of the end, a return visit starts from the beginning (what the history calls finished). */
  restartNearEndSeconds: FINISHED_TAIL_SECONDS,
} as const;

export interface PlayerSource {
  url: string;
  thumbnails: z.infer<typeof thumbnailSprite>;
  startTime: number;
}

export function playerConfig(container: HTMLElement, source: PlayerSource) {
  return {
    el: container,
    url: source.url,
    lang: PLAYER.lang,
    width: '100%',
    height: '100%',
    fluid: false,
    autoplay: true,
    volume: PLAYER.volume,
    inactive: PLAYER.inactiveMs,
    startTime: source.startTime,
    playsinline: true,
    miniprogress: true,
    MiniProgress: { height: PLAYER.miniProgressHeight },
    thumbnail: { ...source.thumbnails },
    dynamicBg: PLAYER.dynamicBg,
    gapJump: PLAYER.gapJump,
    waitingTimeoutJump: PLAYER.waitingTimeoutJump,
    testspeed: PLAYER.testSpeed,
    fpsDetect: PLAYER.fpsDetect,
    // xgplayer moves the page's focus to the <video> when a pointer enters the player, on the first play and around
    // fullscreen (for its own key handling, which is off: the shortcuts are the page's). A keyboard user's focus
    // stays where it was.
    closeFocusVideoFocus: true,
  };
}

/** Where to start: the saved position, unless the viewer had (nearly) finished. */
export function resumeTime(saved: { time: number; duration: number } | null | undefined, restartWithin = PLAYER.restartNearEndSeconds): number {
  if (!saved || !(saved.time > 0) || !(saved.duration > 0)) return 0;
  if (saved.time >= saved.duration - restartWithin) return 0;
  return Math.floor(saved.time);
}
