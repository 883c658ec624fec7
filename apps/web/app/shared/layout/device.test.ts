import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentSystemType, deviceStore, systemTypeFor, useDeviceDetection } from './device.ts';

describe('device detection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends h5_pc only when the window is wider than 824 px', () => {
    expect(systemTypeFor(375)).toBe('h5');
    expect(systemTypeFor(824)).toBe('h5');
    expect(systemTypeFor(825)).toBe('h5_pc');
  });

  it('measures on mount and again 50 ms after a resize, once per burst', () => {
    window.innerWidth = 375;
    const { unmount } = renderHook(() => useDeviceDetection());
    expect(deviceStore.getState().width).toBe(375);
    window.innerWidth = 1280;
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(30);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(49);
    expect(deviceStore.getState().width).toBe(375);
    vi.advanceTimersByTime(1);
    expect(deviceStore.getState().width).toBe(1280);
    expect(currentSystemType()).toBe('h5_pc');
    unmount();
  });
});
