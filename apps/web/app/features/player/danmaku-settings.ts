/**
 * How this device shows danmaku: on or off, their opacity, how much of the picture they may cover and how fast they
 * fly. Kept in localStorage (the site's plain JSON format), read after hydration so the server's render matches.
 */
import { useStore } from 'zustand';
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { STORAGE_KEYS } from '../../shared/constants.ts';
import { plainStorage } from '../../shared/stores/persisted.ts';

/** The share of the picture's height, from its top, where danmaku fly. */
export const DANMAKU_AREAS = { quarter: 0.25, half: 0.5, full: 1 } as const;
export type DanmakuArea = keyof typeof DANMAKU_AREAS;
/** How long a scrolling danmaku takes to cross the picture, in milliseconds (danmu.js's shortest is 5 s). */
export const DANMAKU_SPEEDS = { slow: 12_000, normal: 8_000, fast: 5_000 } as const;
export type DanmakuSpeed = keyof typeof DANMAKU_SPEEDS;
/** Opacity in per cent, in steps of OPACITY_STEP. */
export const OPACITY_MIN = 20;
export const OPACITY_MAX = 100;
export const OPACITY_STEP = 10;

export interface DanmakuSettings {
  on: boolean;
  opacity: number;
  area: DanmakuArea;
  speed: DanmakuSpeed;
}

export const DEFAULT_DANMAKU_SETTINGS: DanmakuSettings = { on: true, opacity: 100, area: 'half', speed: 'normal' };

/** What was stored, with anything of the wrong type or out of range replaced by the default. */
export function readDanmakuSettings(value: unknown): DanmakuSettings {
  const saved = (value && typeof value === 'object' ? value : {}) as Partial<Record<keyof DanmakuSettings, unknown>>;
  const d = DEFAULT_DANMAKU_SETTINGS;
  const opacity = typeof saved.opacity === 'number' && Number.isFinite(saved.opacity) ? Math.round(saved.opacity) : d.opacity;
  return {
    on: typeof saved.on === 'boolean' ? saved.on : d.on,
    opacity: Math.min(OPACITY_MAX, Math.max(OPACITY_MIN, opacity)),
    area: typeof saved.area === 'string' && Object.hasOwn(DANMAKU_AREAS, saved.area) ? (saved.area as DanmakuArea) : d.area,
    speed: typeof saved.speed === 'string' && Object.hasOwn(DANMAKU_SPEEDS, saved.speed) ? (saved.speed as DanmakuSpeed) : d.speed,
  };
}

export const danmakuSettingsStore = createStore<DanmakuSettings>()(
  persist(() => ({ ...DEFAULT_DANMAKU_SETTINGS }), {
    name: STORAGE_KEYS.danmaku,
    storage: plainStorage<DanmakuSettings, DanmakuSettings>('localStorage', (state) => state, readDanmakuSettings),
    skipHydration: true,
    merge: (stored) => stored as DanmakuSettings,
  }),
);

export const loadDanmakuSettings = () => void danmakuSettingsStore.persist.rehydrate();
export const setDanmakuSettings = (change: Partial<DanmakuSettings>) => danmakuSettingsStore.setState(change);
export const toggleDanmaku = () => danmakuSettingsStore.setState((s) => ({ on: !s.on }));
export const useDanmakuSettings = () => useStore(danmakuSettingsStore);
