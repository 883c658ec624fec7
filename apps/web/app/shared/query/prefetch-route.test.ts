import { api, type Endpoint } from '@md/contract/client';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/client.ts';
import { apiKey, apiPages, apiQuery, samePage } from './api-query.ts';
import { fromBrowserCache, prefetchPages, prefetchRoute } from './prefetch-route.tsx';

const page = { list: [{ id: 1 }], page: 1, hasMore: false, total: 1 };
const fakeClient = () => ({ call: vi.fn(async (endpoint: Endpoint) => (endpoint === api.tagCategories ? [] : page)) }) as unknown as ApiClient & { call: ReturnType<typeof vi.fn> };

describe('prefetchRoute', () => {
  it('hands over what it prefetched, dehydrated, with what the route returned', async () => {
    const client = fakeClient();
    const loaded = await prefetchRoute(async (queryClient) => {
      await queryClient.prefetchQuery(apiQuery(client, api.tagCategories, {}));
      await prefetchPages(queryClient, apiPages(client, api.searchTag, { keyword: '夜' }, samePage));
      return { id: 7 };
    });
    expect(loaded.id).toBe(7);
    const keys = loaded.dehydratedState!.queries.map((q) => q.queryKey);
    expect(keys).toEqual([apiKey(api.tagCategories, {}), [api.searchTag.path, { keyword: '夜' }, 'pages']]);
    expect(client.call).toHaveBeenCalledWith(api.searchTag, { keyword: '夜', page: 1 });
  });

  it('in the browser hands over nothing: the cache is the source', () => {
    expect(fromBrowserCache({ id: 3 })).toEqual({ id: 3, dehydratedState: null });
  });
});

describe('query keys', () => {
  it('invalidating a call with part of its input reaches its answers and its paged lists', async () => {
    const queryClient = new QueryClient();
    const client = fakeClient();
    await queryClient.prefetchQuery(apiQuery(client, api.commentHot, { mediaId: 4 }));
    await prefetchPages(queryClient, apiPages(client, api.commentList, { mediaId: 4 }, samePage));
    await prefetchPages(queryClient, apiPages(client, api.commentList, { mediaId: 5 }, samePage));
    await queryClient.invalidateQueries({ queryKey: apiKey(api.commentList, { mediaId: 4 }) });
    const stale = queryClient.getQueryCache().getAll().filter((q) => q.state.isInvalidated).map((q) => q.queryKey);
    expect(stale).toEqual([[api.commentList.path, { mediaId: 4 }, 'pages']]);
  });
});
