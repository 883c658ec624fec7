/**
 * Quality levels as the viewer sees them: the ladder's folder names (360p, 720p, 1080p) under the field's words
 * (标清 / 高清 / 超清), and the player's "auto" choice. xgplayer-hls has no adaptive switching of its own: auto
 * starts on the lowest level (the fastest first frame) and then moves to the highest level the measured
 * throughput carries with room to spare.
 */
import type { MediaLevel } from '@md/contract/client';

/** Catalogue keys (namespace `player`) of each level's name. */
export const LEVEL_LABEL_KEYS: Record<MediaLevel, 'levelSd' | 'levelHd' | 'levelFhd'> = { '360p': 'levelSd', '720p': 'levelHd', '1080p': 'levelFhd' };

export type QualityChoice = 'auto' | MediaLevel;

/** A level the player can switch to: the stream's id in the HLS core, its level and its bitrate (bit/s). */
export interface LevelStream {
  id: number;
  level: MediaLevel;
  bitrate: number;
}

/** Throughput must exceed a level's bitrate by this factor before auto picks it. */
export const AUTO_HEADROOM = 1.5;

/** The level auto mode plays at this throughput (bit/s): the highest that fits, else the lowest. */
export function autoLevel(streams: readonly LevelStream[], throughput: number): LevelStream | undefined {
  const sorted = [...streams].sort((a, b) => a.bitrate - b.bitrate);
  return sorted.filter((s) => s.bitrate * AUTO_HEADROOM <= throughput).at(-1) ?? sorted[0];
}

/** The level a stream plays, from its playlist URL (`…/720p/index.m3u8?…`). */
export function levelOfUrl(url: string, levels: readonly MediaLevel[]): MediaLevel | undefined {
  return levels.find((level) => url.includes(`/${level}/`));
}

/**
 * Throughput of the latest segment download (bit/s), from the browser's resource timing: what auto mode has
 * measured, with no help from the HLS core. Null before any segment arrived.
 */
export function measuredThroughput(entries: readonly PerformanceResourceTiming[]): number | null {
  const segment = entries.filter((e) => /\.ts(\?|$)/.test(e.name) && e.encodedBodySize > 0).at(-1);
  if (!segment) return null;
  const seconds = (segment.responseEnd - segment.requestStart) / 1000;
  return seconds > 0 ? (segment.encodedBodySize * 8) / seconds : null;
}
