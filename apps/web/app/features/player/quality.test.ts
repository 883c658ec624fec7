import { describe, expect, it } from 'vitest';
import { autoLevel, levelOfUrl, measuredThroughput } from './quality.ts';
import { shortcutFor } from './shortcuts.ts';
import { firstUri } from './warm-up.ts';

const streams = [
  { id: 2, level: '1080p' as const, bitrate: 312_400 },
  { id: 0, level: '360p' as const, bitrate: 125_400 },
  { id: 1, level: '720p' as const, bitrate: 213_400 },
];

describe('auto quality', () => {
  it('plays the highest level the throughput carries with headroom, else the lowest', () => {
    expect(autoLevel(streams, 10_000_000)?.level).toBe('1080p');
    expect(autoLevel(streams, 400_000)?.level).toBe('720p');
    expect(autoLevel(streams, 100_000)?.level).toBe('360p');
    expect(autoLevel([], 100_000)).toBeUndefined();
  });

  it('reads the level from a signed playlist URL and the throughput from the latest segment', () => {
    expect(levelOfUrl('http://x/media/video/bars/720p/index.m3u8?e=1&l=1080p&s=x', ['360p', '720p', '1080p'])).toBe('720p');
    expect(levelOfUrl('http://x/media/video/bars/720p/index.m3u8', ['360p'])).toBeUndefined();
    const entry = (name: string, bytes: number, start: number, end: number) => ({ name, encodedBodySize: bytes, requestStart: start, responseEnd: end }) as PerformanceResourceTiming;
    expect(measuredThroughput([entry('/a.js', 1000, 0, 1)])).toBeNull();
    expect(measuredThroughput([entry('/360p/seg_000.ts?e=1', 1000, 0, 1000), entry('/360p/seg_001.ts?e=1', 50_000, 1000, 2000)])).toBe(400_000);
  });
});

describe('warm-up', () => {
  it('finds a playlist’s first URI, resolved against the playlist', () => {
    const master = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\n360p/index.m3u8?e=1&l=360p&s=x\n';
    expect(firstUri(master, 'http://h/media/video/bars/index.m3u8?e=1&l=360p&s=x')).toBe('http://h/media/video/bars/360p/index.m3u8?e=1&l=360p&s=x');
    expect(firstUri('#EXTM3U\n', 'http://h/')).toBeNull();
  });
});

describe('keyboard shortcuts', () => {
  const key = (k: string, target: EventTarget | null = document.body, mods: Partial<KeyboardEvent> = {}) => shortcutFor({ key: k, ctrlKey: false, metaKey: false, altKey: false, target, ...mods });

  it('map the keys, and leave typing, modified keys and pressed buttons alone', () => {
    expect([' ', 'k', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'm', 'f', '?'].map((k) => key(k))).toEqual([
      'toggle',
      'toggle',
      'back',
      'forward',
      'volumeUp',
      'volumeDown',
      'mute',
      'fullscreen',
      'help',
    ]);
    expect(key('x')).toBeNull();
    expect(key('k', document.body, { ctrlKey: true })).toBeNull();
    expect(key('k', document.createElement('input'))).toBeNull();
    expect(key('k', document.createElement('textarea'))).toBeNull();
    expect(key(' ', document.createElement('button'))).toBeNull();
    // Space turns a checkbox or a switch (自动连播 beside 猜你喜欢), not the video.
    expect(key(' ', Object.assign(document.createElement('input'), { type: 'checkbox' }))).toBeNull();
    expect(key(' ', Object.assign(document.createElement('div'), { role: 'switch' }))).toBeNull();
    expect(key('k', Object.assign(document.createElement('input'), { type: 'checkbox' }))).toBe('toggle');
    expect(key('k', document.createElement('button'))).toBe('toggle');
  });

  it('D turns danmaku on and off; arrows on a slider or a radio button move that control, not the video', () => {
    expect([key('d'), key('D')]).toEqual(['danmaku', 'danmaku']);
    const input = (type: string) => Object.assign(document.createElement('input'), { type });
    expect(key('ArrowLeft', input('range'))).toBeNull();
    expect(key('ArrowDown', input('radio'))).toBeNull();
    expect(key('d', input('range'))).toBe('danmaku');
    expect(key('ArrowLeft', input('checkbox'))).toBe('back');
  });
});
