import { createContext, useContext } from 'react';
import { useHydrated } from '../layout/hydrated.ts';
import type { ApiClient } from './client.ts';

export const ApiContext = createContext<ApiClient | null>(null);

/** The browser's API client. Only call it from effects, events and query functions (never while rendering). */
export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi outside the browser app');
  return api;
}

/** The API client once the page is hydrated, null before: parts that need it render after hydration. */
export function useBrowserApi(): ApiClient | null {
  const client = useContext(ApiContext);
  return useHydrated() ? client : null;
}
