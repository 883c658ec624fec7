/**
 * The demo video clips under assets/clips (made by scripts/make-clips.sh): name, real duration and the layout of
 * the seek-preview sprite (160×90 frames).
 */
export interface Clip {
  name: string;
  duration: number;
  sprite: { picNum: number; col: number; row: number };
}

const SPRITE = { picNum: 20, col: 5, row: 4 };

export const CLIPS: readonly Clip[] = [
  { name: 'bars', duration: 20, sprite: SPRITE },
  { name: 'grid', duration: 30, sprite: SPRITE },
  { name: 'hue', duration: 45, sprite: SPRITE },
  { name: 'zoom', duration: 60, sprite: SPRITE },
];

export const clipByName = (name: string) => CLIPS.find((c) => c.name === name);
