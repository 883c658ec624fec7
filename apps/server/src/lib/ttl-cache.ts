/**
 * A small in-process cache for public reads; concurrent misses share one load. Loaded values are deep-frozen:
 * they are shared by every request, and sendOk may keep their prepared envelope (see envelope.ts), which is only
 * sound while the value cannot change.
 */
const lifetimes = new WeakMap<object, number>();

/**
 * Until when (ms since the epoch) a cache hands out this loaded value; undefined for a value no cache loaded.
 * The hot lane serves an answer built from it no longer than that (see plugins/hot-lane.ts).
 */
export function sharedUntil(value: unknown): number | undefined {
  return value !== null && typeof value === 'object' ? lifetimes.get(value) : undefined;
}

export class TtlCache<T> {
  private readonly entries = new Map<string, { value: Promise<T>; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.value;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const expiresAt = this.now() + this.ttlMs;
    const value = load().then((loaded) => {
      deepFreeze(loaded);
      if (loaded !== null && typeof loaded === 'object') lifetimes.set(loaded, Math.max(lifetimes.get(loaded) ?? 0, expiresAt));
      return loaded;
    });
    this.entries.set(key, { value, expiresAt });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear() {
    this.entries.clear();
  }
}

export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
