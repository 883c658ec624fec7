import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { KvStore } from './lib/kv-store.ts';

/** What routes and services need from the outside, passed explicitly when the app is built. */
export interface Deps {
  config: Config;
  db: Db;
  kv: KvStore;
  /** Seconds since the epoch; replaceable in tests. */
  now: () => number;
}
