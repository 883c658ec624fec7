import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../api/errors.ts';
import { useFatalError } from './fatal-error.ts';

describe('useFatalError', () => {
  it('turns an uncaught error into the error page, ignoring failed API calls', () => {
    const { result } = renderHook(() => useFatalError());
    expect(result.current).toBeNull();
    act(() => {
      const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
      Object.defineProperty(rejection, 'reason', { value: new ApiCallError('business', 200, 4101, 'no') });
      window.dispatchEvent(rejection);
    });
    expect(result.current).toBeNull();
    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { error: new Error('boom') }));
    });
    expect(result.current?.message).toBe('boom');
  });

  it('code that could not load (offline) is not fatal', () => {
    const { result } = renderHook(() => useFatalError());
    act(() => {
      const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
      Object.defineProperty(rejection, 'reason', { value: new Error('Unable to preload CSS for /assets/mask-abc.css') });
      window.dispatchEvent(rejection);
      window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('Failed to fetch dynamically imported module: /assets/toast.js') }));
    });
    expect(result.current).toBeNull();
  });
});
