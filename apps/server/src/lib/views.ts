/**
 * Whether a look at an item counts as a view: once per viewer and item in VIEW_WINDOW_SECONDS (a reload, a return
 * from a list, a replay soon after do not count again), agreed across processes through the shared store. A caller
 * with no session at all (a client of the API that never started one) counts each time: there is no one to know.
 */
import { VIEW_WINDOW_SECONDS } from '@md/contract';
import type { KvStore } from './kv-store.ts';

export type ViewedKind = 'media' | 'post' | 'review';

export function countsAsView(kv: KvStore, kind: ViewedKind, id: number, viewerId: number | null): Promise<boolean> {
  if (viewerId === null) return Promise.resolve(true);
  return kv.setIfAbsent(`view:${kind}:${id}:${viewerId}`, VIEW_WINDOW_SECONDS);
}
