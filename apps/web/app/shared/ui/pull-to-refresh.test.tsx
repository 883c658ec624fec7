import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dampedPull, PullToRefresh, THRESHOLD } from './pull-to-refresh.tsx';

function touch(el: Element, type: string, y?: number) {
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'touches', { value: y === undefined ? [] : [{ clientY: y }] });
  el.dispatchEvent(event);
  return event;
}

function setup(onRefresh: () => Promise<unknown>) {
  const view = render(
    <PullToRefresh onRefresh={onRefresh}>
      <p>内容</p>
    </PullToRefresh>,
  );
  const box = view.container.querySelector('.ptr')!;
  const body = view.container.querySelector('.ptr__body') as HTMLElement;
  return { box, body };
}

describe('dampedPull', () => {
  it('moves half the finger travel, never upwards, at most 110 px', () => {
    expect(dampedPull(-40)).toBe(0);
    expect(dampedPull(0)).toBe(0);
    expect(dampedPull(80)).toBe(40);
    expect(dampedPull(1000)).toBe(110);
  });
});

describe('PullToRefresh', () => {
  // Real timers come back even when a test using fake ones fails half-way.
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a short pull springs back without refreshing', () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    const { box, body } = setup(onRefresh);
    act(() => void touch(box, 'touchstart', 100));
    let move!: Event;
    act(() => void (move = touch(box, 'touchmove', 100 + (THRESHOLD - 10) * 2)));
    expect(move.defaultPrevented).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('下拉刷新');
    expect(body.style.transform).toBe(`translateY(${THRESHOLD - 10}px)`);
    act(() => void touch(box, 'touchend'));
    expect(onRefresh).not.toHaveBeenCalled();
    expect(body.style.transform).toBe('');
  });

  it('past the threshold a release refreshes, then says so and settles', async () => {
    vi.useFakeTimers();
    let finish!: () => void;
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { box, body } = setup(onRefresh);
    act(() => void touch(box, 'touchstart', 100));
    act(() => void touch(box, 'touchmove', 100 + THRESHOLD * 2 + 10));
    expect(screen.getByRole('status').textContent).toBe('释放立即刷新');
    act(() => void touch(box, 'touchend'));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('加载中…');
    // A second pull while refreshing does nothing.
    act(() => void touch(box, 'touchstart', 100));
    act(() => void touch(box, 'touchmove', 400));
    act(() => void touch(box, 'touchend'));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(screen.getByRole('status').textContent).toBe('刷新成功');
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(body.style.transform).toBe('');
  });

  it('leaves the page alone when it is scrolled down or the finger moves up', () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    const { box } = setup(onRefresh);
    act(() => void touch(box, 'touchstart', 300));
    const up = touch(box, 'touchmove', 200);
    expect(up.defaultPrevented).toBe(false);
    act(() => void touch(box, 'touchend'));
    Object.defineProperty(window, 'scrollY', { value: 500, configurable: true });
    act(() => void touch(box, 'touchstart', 100));
    const down = touch(box, 'touchmove', 400);
    expect(down.defaultPrevented).toBe(false);
    act(() => void touch(box, 'touchend'));
    expect(onRefresh).not.toHaveBeenCalled();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});
