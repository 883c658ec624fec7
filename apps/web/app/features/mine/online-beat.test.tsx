import { ONLINE_BEAT_SECONDS, api, type Endpoint } from '@md/contract/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiContext } from '../../shared/api/api-context.tsx';
import type { ApiClient } from '../../shared/api/client.ts';
import { appStore } from '../../shared/stores/app-store.ts';
import { OnlineBeat } from './online-beat.tsx';

let visibility: DocumentVisibilityState = 'visible';

function setVisibility(value: DocumentVisibilityState) {
  visibility = value;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

function renderBeat() {
  const beats: Endpoint[] = [];
  const client = {
    call: vi.fn(async (endpoint: Endpoint) => {
      beats.push(endpoint);
      return { day: '2026-11-23', today: 0, total: 0 };
    }),
  } as unknown as ApiClient;
  const view = render(
    <QueryClientProvider client={new QueryClient()}>
      <ApiContext.Provider value={client}>
        <OnlineBeat />
      </ApiContext.Provider>
    </QueryClientProvider>,
  );
  return { beats, view };
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  appStore.setState({ token: 'member', devId: 'd', uuid: null, searchRecord: [] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('online heartbeats', () => {
  it('beat on start and every interval while visible, never while hidden, and again on return', () => {
    const { beats, view } = renderBeat();
    expect(beats).toEqual([api.userOnlineBeat]);
    act(() => void vi.advanceTimersByTime(ONLINE_BEAT_SECONDS * 1000 * 3));
    expect(beats).toHaveLength(4);
    setVisibility('hidden');
    act(() => void vi.advanceTimersByTime(ONLINE_BEAT_SECONDS * 1000 * 10));
    expect(beats).toHaveLength(4);
    setVisibility('visible');
    expect(beats).toHaveLength(5);
    view.unmount();
    act(() => void vi.advanceTimersByTime(ONLINE_BEAT_SECONDS * 1000 * 2));
    expect(beats).toHaveLength(5);
  });

  it('without a session, nothing is sent', () => {
    appStore.setState({ token: null });
    const { beats } = renderBeat();
    act(() => void vi.advanceTimersByTime(ONLINE_BEAT_SECONDS * 1000 * 2));
    expect(beats).toEqual([]);
  });
});
