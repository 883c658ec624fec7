/**
 * Loads a video's danmaku by window of time as it plays: the window holding the play position, and the next one
 * once the position is near its end, so they are there before they are due. Each window is asked for once (again
 * only after a failure); a danmaku is handed over once, whichever windows or sends brought it.
 */
import { DANMAKU_WINDOW_SECONDS } from '@md/contract/client';

export interface TimedItem {
  id: number;
  time: number;
}

export interface DanmakuLoaderOptions<T extends TimedItem> {
  /** The danmaku with from ≤ time < to. */
  fetchWindow(from: number, to: number): Promise<T[]>;
  /** Receives the danmaku not handed over before. */
  deliver(items: T[]): void;
  windowSeconds?: number;
  /** The next window is fetched once the position is this close to the current one's end. */
  prefetchSeconds?: number;
}

/** The next window is asked for in the last third of the current one. */
const PREFETCH_SHARE = 1 / 3;

export class DanmakuWindowLoader<T extends TimedItem> {
  private readonly asked = new Set<number>();
  private readonly handed = new Set<number>();
  private readonly windowSeconds: number;
  private readonly prefetchSeconds: number;
  private stopped = false;

  constructor(private readonly options: DanmakuLoaderOptions<T>) {
    this.windowSeconds = options.windowSeconds ?? DANMAKU_WINDOW_SECONDS;
    this.prefetchSeconds = options.prefetchSeconds ?? this.windowSeconds * PREFETCH_SHARE;
  }

  /** The play position moved (played or sought): fetches what it needs; `duration` (when known) bounds the windows. */
  at(time: number, duration?: number): Promise<void> {
    if (this.stopped || !(time >= 0)) return Promise.resolve();
    const index = Math.floor(time / this.windowSeconds);
    const wanted = [index];
    const nextStart = (index + 1) * this.windowSeconds;
    if (nextStart - time <= this.prefetchSeconds && !(duration !== undefined && duration > 0 && nextStart >= duration)) wanted.push(index + 1);
    return Promise.all(wanted.map((i) => this.load(i))).then(() => undefined);
  }

  /** A danmaku that is already shown (the viewer's own, just sent): never handed over again. */
  remember(id: number) {
    this.handed.add(id);
  }

  /** No more fetching or handing over (the player is gone). */
  stop() {
    this.stopped = true;
  }

  private async load(index: number) {
    if (this.asked.has(index)) return;
    this.asked.add(index);
    const from = index * this.windowSeconds;
    let items: T[];
    try {
      items = await this.options.fetchWindow(from, from + this.windowSeconds);
    } catch {
      // Asked again the next time the position is in it.
      this.asked.delete(index);
      return;
    }
    if (this.stopped) return;
    const fresh = items.filter((item) => !this.handed.has(item.id));
    for (const item of fresh) this.handed.add(item.id);
    if (fresh.length) this.options.deliver(fresh);
  }
}
