import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../shared/constants.ts';
import { applySettings, danmuConfig, ownComment, toComment, type DanmuPlugin } from './danmaku-layer.ts';
import { DEFAULT_DANMAKU_SETTINGS, danmakuSettingsStore, readDanmakuSettings, setDanmakuSettings } from './danmaku-settings.ts';

describe('danmaku settings', () => {
  it('reads back what was stored, and the default for anything missing, mistyped or out of range', () => {
    expect(readDanmakuSettings(null)).toEqual(DEFAULT_DANMAKU_SETTINGS);
    expect(readDanmakuSettings({ on: false, opacity: 40, area: 'quarter', speed: 'fast' })).toEqual({ on: false, opacity: 40, area: 'quarter', speed: 'fast' });
    expect(readDanmakuSettings({ on: 'no', opacity: 5, area: 'sky', speed: 'toString' })).toEqual({ ...DEFAULT_DANMAKU_SETTINGS, opacity: 20 });
    expect(readDanmakuSettings({ opacity: 900 }).opacity).toBe(100);
  });

  it('are kept in localStorage on this device and come back on the next visit', async () => {
    setDanmakuSettings({ on: false, area: 'full' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.danmaku)!)).toMatchObject({ on: false, area: 'full' });
    danmakuSettingsStore.setState({ ...DEFAULT_DANMAKU_SETTINGS });
    localStorage.setItem(STORAGE_KEYS.danmaku, JSON.stringify({ on: false, opacity: 60, area: 'quarter', speed: 'slow' }));
    await danmakuSettingsStore.persist.rehydrate();
    expect(danmakuSettingsStore.getState()).toEqual({ on: false, opacity: 60, area: 'quarter', speed: 'slow' });
  });

  it('become the danmu plugin configuration, and are applied to a running plugin', () => {
    const settings = { on: false, opacity: 60, area: 'quarter', speed: 'slow' } as const;
    expect(danmuConfig(settings)).toMatchObject({ defaultOpen: false, closeDefaultBtn: true, area: { start: 0, end: 0.25 }, opacity: 0.6 });
    const calls: string[] = [];
    const plugin = {
      isOpen: true,
      start: () => calls.push('start'),
      stop: () => calls.push('stop'),
      setArea: (a: { end: number }) => calls.push(`area ${a.end}`),
      setOpacity: (o: number) => calls.push(`opacity ${o}`),
      setAllDuration: (mode: string, ms: number) => calls.push(`${mode} ${ms}`),
    } as unknown as DanmuPlugin;
    applySettings(plugin, settings);
    expect(calls).toEqual(['area 0.25', 'opacity 0.6', 'scroll 12000', 'stop']);
  });

  it("turns a danmaku into a comment whose text stays text, and frames the viewer's own", () => {
    const item = { id: 7, time: 3.25, text: '<b>hi</b>', colour: '#fe0302', mode: 'scroll' as const, userId: 1 };
    expect(toComment(item, { speed: 'fast' })).toMatchObject({ id: '7', start: 3250, duration: 5000, txt: '<b>hi</b>', mode: 'scroll', style: { color: '#fe0302' } });
    expect(toComment({ ...item, time: 0, mode: 'top' }, { speed: 'slow' })).toMatchObject({ start: 1, duration: 5000 });
    expect(ownComment(item, { speed: 'normal' })).toMatchObject({ prior: true, realTime: true, duration: 8000, style: { border: '1px solid #fe0302' } });
  });
});
