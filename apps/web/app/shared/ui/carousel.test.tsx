import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel.tsx';

const WIDTH = 300;

function setup(reducedMotion = false) {
  window.matchMedia = vi.fn().mockReturnValue({ matches: reducedMotion }) as unknown as typeof window.matchMedia;
  const view = render(<Carousel label="轮播推荐" slides={['一', '二', '三'].map((t) => <button key={t}>{t}</button>)} interval={4000} />);
  const track = view.container.querySelector('.carousel__track') as HTMLDivElement;
  Object.defineProperty(track, 'clientWidth', { value: WIDTH, configurable: true });
  const scrollTo = vi.fn((options: ScrollToOptions) => {
    track.scrollLeft = options.left ?? 0;
    fireEvent.scroll(track);
  });
  track.scrollTo = scrollTo as unknown as typeof track.scrollTo;
  return { track, scrollTo };
}

const current = () => screen.getAllByRole('button', { name: /^第 \d 张$/ }).findIndex((b) => b.getAttribute('aria-current') === 'true');

describe('Carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => setTimeout(() => cb(0), 0));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => clearTimeout(id));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('labels itself and each slide for assistive technology', () => {
    setup();
    expect(screen.getByRole('region', { name: '轮播推荐' }).getAttribute('aria-roledescription')).toBe('carousel');
    expect(screen.getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual(['1 / 3', '2 / 3', '3 / 3']);
    expect(current()).toBe(0);
  });

  it('advances every interval and returns to the first slide after the last', () => {
    const { scrollTo } = setup();
    for (const expected of [1, 2, 0]) {
      act(() => vi.advanceTimersByTime(4000));
      expect(scrollTo).toHaveBeenLastCalledWith({ left: expected * WIDTH, behavior: 'smooth' });
    }
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe(0);
  });

  it('a dot chooses its slide, and the dots follow a swipe', () => {
    const { track, scrollTo } = setup();
    fireEvent.click(screen.getByRole('button', { name: '第 3 张' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 2 * WIDTH, behavior: 'smooth' });
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe(2);
    track.scrollLeft = WIDTH;
    fireEvent.scroll(track);
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe(1);
  });

  it('holds still while touched or focused, and never moves for reduced motion', () => {
    const { scrollTo } = setup();
    fireEvent.touchStart(screen.getByRole('region'));
    act(() => vi.advanceTimersByTime(8000));
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.touchEnd(screen.getByRole('region'));
    act(() => vi.advanceTimersByTime(4000));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    scrollTo.mockClear();
    fireEvent.focus(screen.getByRole('button', { name: '一' }));
    act(() => vi.advanceTimersByTime(8000));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('reduced motion: no autoplay', () => {
    const { scrollTo } = setup(true);
    act(() => vi.advanceTimersByTime(12000));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
