import { describe, expect, it } from 'vitest';
import { playerConfig, resumeTime } from './player-config.ts';
import { playerErrorCode } from './player-errors.ts';
import { readWatch, saveWatch } from './watch-history.ts';

describe('player configuration', () => {
  const thumbnails = { urls: ['/media/video/bars/sprite.jpg'], pic_num: 20, col: 5, row: 4, width: 160 as const, height: 90 as const };

  it('carries the spec constants', () => {
    const config = playerConfig(document.createElement('div'), { url: '/v.m3u8', thumbnails, startTime: 12 });
    expect(config).toMatchObject({ volume: 0.6, inactive: 3000, lang: 'zh-cn', startTime: 12, miniprogress: true, MiniProgress: { height: 2 }, closeFocusVideoFocus: true });
    expect(config.thumbnail).toEqual(thumbnails);
    expect(config.dynamicBg).toEqual({ disable: true, frameRate: 10, filter: 'blur(50px)', multiple: 1.2, addMask: true, maskBg: 'rgba(0,0,0,0.7)' });
    expect(config.gapJump).toEqual({ useGapJump: false, smallGapLimit: 0.5, gapDetectionThreshold: 0.3 });
    expect(config.waitingTimeoutJump).toEqual({ useWaitingTimeoutJump: false, waitingTime: 15, jumpSize: 2, jumpCntMax: 4 });
    expect(config.testspeed).toMatchObject({ openSpeed: false, testCnt: 3, loadSize: 204800, testTimeStep: 3000 });
    expect(config.fpsDetect).toEqual({ tick: 1000, stuckCount: 3 });
  });

  it('resumes where the viewer left, restarts near the end', () => {
    expect(resumeTime(null)).toBe(0);
    expect(resumeTime({ time: 12.7, duration: 60 })).toBe(12);
    expect(resumeTime({ time: 55, duration: 60 })).toBe(0);
    expect(resumeTime({ time: 54.9, duration: 60 })).toBe(54);
    expect(resumeTime({ time: Number.NaN, duration: 60 })).toBe(0);
  });
});

describe('player errors', () => {
  it.each([
    [{ errorType: 'network' }, 1],
    [{ errorType: 'mse' }, 2],
    [{ errorType: 'parse' }, 3],
    [{ errorType: 'format' }, 4],
    [{ errorType: 'decoder' }, 5],
    [{ errorType: 'runtime' }, 6],
    [{ errorType: 'timeout' }, 7],
    [{ errorType: 'strange' }, 8],
    [null, 8],
    [{ errorType: 'media', mediaError: { code: 1 } }, 5101],
    [{ errorType: 'media', mediaError: { code: 4 } }, 5104],
    [{ errorType: 'media', errorCode: 5106 }, 5106],
  ])('%j → %i', (error, code) => {
    expect(playerErrorCode(error)).toBe(code);
  });
});

describe('watch history', () => {
  it('keeps where a video was left', async () => {
    await saveWatch(42, { time: 30, duration: 60, title: '标题', cover: 'c.webp' });
    expect(await readWatch(42)).toMatchObject({ time: 30, duration: 60, title: '标题' });
    expect(await readWatch(43)).toBeNull();
  });
});
