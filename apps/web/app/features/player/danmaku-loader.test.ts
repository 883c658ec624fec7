import { describe, expect, it } from 'vitest';
import { DanmakuWindowLoader, type TimedItem } from './danmaku-loader.ts';

/** A server of danmaku at the given times (id = index + 1), recording the windows asked for. */
function fakeServer(times: number[], failFirst = new Set<number>()) {
  const asked: [number, number][] = [];
  const items = times.map((time, i) => ({ id: i + 1, time }));
  return {
    asked,
    async fetchWindow(from: number, to: number) {
      asked.push([from, to]);
      if (failFirst.delete(from)) throw new Error('offline');
      return items.filter((d) => d.time >= from && d.time < to);
    },
  };
}

function loaderOver(server: ReturnType<typeof fakeServer>) {
  const delivered: TimedItem[][] = [];
  const loader = new DanmakuWindowLoader({ fetchWindow: (f, t) => server.fetchWindow(f, t), deliver: (items) => delivered.push(items), windowSeconds: 60, prefetchSeconds: 20 });
  return { loader, delivered, ids: () => delivered.flat().map((d) => d.id) };
}

describe('danmaku window loader', () => {
  it('asks for the window holding the position once, and the next one only near its end', async () => {
    const server = fakeServer([1, 30, 59.9, 60, 100, 125]);
    const { loader, delivered, ids } = loaderOver(server);
    await loader.at(0);
    await loader.at(5);
    await loader.at(39);
    expect(server.asked).toEqual([[0, 60]]);
    expect(ids()).toEqual([1, 2, 3]);
    await loader.at(41);
    expect(server.asked).toEqual([[0, 60], [60, 120]]);
    expect(ids()).toEqual([1, 2, 3, 4, 5]);
    await loader.at(61);
    expect(server.asked).toHaveLength(2);
    expect(delivered).toHaveLength(2);
  });

  it('a seek far ahead loads that window; coming back asks for nothing again', async () => {
    const server = fakeServer([10, 200]);
    const { loader, ids } = loaderOver(server);
    await loader.at(10);
    await loader.at(200);
    await loader.at(12);
    expect(server.asked).toEqual([[0, 60], [180, 240]]);
    expect(ids()).toEqual([1, 2]);
  });

  it('never prefetches past the end of the video', async () => {
    const server = fakeServer([5]);
    const { loader } = loaderOver(server);
    await loader.at(50, 58);
    expect(server.asked).toEqual([[0, 60]]);
    await loader.at(50, 90);
    expect(server.asked).toEqual([[0, 60], [60, 120]]);
  });

  it('hands a danmaku over once, not the one the viewer just sent, and nothing after stop', async () => {
    const server = fakeServer([1, 2, 3]);
    const { loader, ids } = loaderOver(server);
    loader.remember(2);
    await Promise.all([loader.at(1), loader.at(1.5)]);
    expect(ids()).toEqual([1, 3]);
    expect(server.asked).toHaveLength(1);
    loader.stop();
    await loader.at(45);
    expect(server.asked).toHaveLength(1);
  });

  it('asks again for a window whose fetch failed', async () => {
    const server = fakeServer([3], new Set([0]));
    const { loader, ids } = loaderOver(server);
    await loader.at(3);
    expect(ids()).toEqual([]);
    await loader.at(4);
    expect(server.asked).toEqual([[0, 60], [0, 60]]);
    expect(ids()).toEqual([1]);
  });
});
