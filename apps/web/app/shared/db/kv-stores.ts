/**
 * The four local key-value stores (spec section 3), version 1: performer browsing history, video watch
 * history, review browsing history, other cached data. Made on first use, in the browser only.
 */
import localforage from 'localforage';

export const KV_STORE_NAMES = {
  actressHistory: 'actress_history',
  watchHistory: 'watch_history',
  reviewHistory: 'review_history',
  cache: 'cache_data',
} as const;

export type KvStoreName = keyof typeof KV_STORE_NAMES;
const KV_VERSION = 1;

const instances = new Map<KvStoreName, LocalForage>();

export function kvStore(name: KvStoreName): LocalForage {
  let store = instances.get(name);
  if (!store) {
    store = localforage.createInstance({ name: 'md', storeName: KV_STORE_NAMES[name], version: KV_VERSION });
    instances.set(name, store);
  }
  return store;
}
