/** The sign-in counters, kept in the kv store: per address and per account, in a window that opens with the first try. */
import type { Deps } from '../../deps.ts';
import { retryLater } from '../../lib/errors.ts';

export const LOGIN_WINDOW_SECONDS = 15 * 60;

export const loginKeys = {
  ip: (ip: string) => `login:ip:${ip}`,
  account: (account: string) => `login:fail:${account.toLowerCase()}`,
  /** Wrong current passwords given to user/changePassword, per user. */
  oldPassword: (userId: number) => `login:oldpw:${userId}`,
};

/** Counts one attempt in a window; past `max`, refuses with when the window ends. */
export async function limit(deps: Deps, key: string, max: number, tip: 'tooManyRequestsRetry' | 'tooManyLoginsRetry') {
  const count = await deps.kv.increment(key, LOGIN_WINDOW_SECONDS);
  if (count > max) throw retryLater((await deps.kv.secondsLeft(key)) || LOGIN_WINDOW_SECONDS, tip);
}
