/**
 * The demo video clips under assets/clips (made by scripts/make-clips.sh): name, real duration and the layout of
 * the seek-preview sprite (160×90 frames). Each clip is an HLS ladder: `index.m3u8` is the master playlist, one
 * media playlist per quality level below it (`360p/`, `720p/`, `1080p/`).
 */
import { SPRITE_LAYOUT } from './hls-ladder.ts';
import { isIngestClip } from './media-paths.ts';

export interface Clip {
  name: string;
  duration: number;
  sprite: { picNum: number; col: number; row: number };
}

const SPRITE = { picNum: SPRITE_LAYOUT.picNum, col: SPRITE_LAYOUT.col, row: SPRITE_LAYOUT.row };

export const CLIPS: readonly Clip[] = [
  { name: 'bars', duration: 16, sprite: SPRITE },
  { name: 'grid', duration: 20, sprite: SPRITE },
  { name: 'hue', duration: 24, sprite: SPRITE },
  { name: 'zoom', duration: 30, sprite: SPRITE },
];

export const clipByName = (name: string) => CLIPS.find((c) => c.name === name);

/**
 * The clip a catalogue row plays: a demo clip, or an ingested one (decision 0063), whose duration is the row's and
 * whose sprite has the ladder's layout. Undefined for a name that is neither.
 */
export function playableClip(name: string, duration: number): Clip | undefined {
  return clipByName(name) ?? (isIngestClip(name) ? { name, duration, sprite: SPRITE } : undefined);
}
