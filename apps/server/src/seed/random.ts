/** A small seeded PRNG (mulberry32): the same seed gives the same catalogue on every machine. */
export type Rng = () => number;

export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An independent stream for item `index` of kind `salt`, so any slice of a big catalogue can be made alone. */
export function rngFor(seed: number, salt: number, index: number): Rng {
  let h = (seed ^ Math.imul(salt, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return mulberry32((h ^ (h >>> 16)) >>> 0);
}

export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)];
export const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));

/** `count` distinct integers from [0, size). */
export function distinct(rng: Rng, count: number, size: number): number[] {
  const chosen = new Set<number>();
  while (chosen.size < Math.min(count, size)) chosen.add(Math.floor(rng() * size));
  return [...chosen];
}

/** Heavy-tailed counts, like real view numbers: most small, a few huge. */
export function popularity(rng: Rng, median: number, max: number): number {
  const value = Math.floor(median * Math.exp((rng() + rng() + rng() - 1.5) * 3));
  return Math.min(max, Math.max(0, value));
}
