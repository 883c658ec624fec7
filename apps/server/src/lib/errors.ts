import { Code, tipText, type Tip } from '@md/contract';

/**
 * A failure with a business code and a user-facing tip. The tip is a catalogue key (with its values), turned
 * into text in the caller's language when the answer is sent (plugins/errors.ts). `status` is the HTTP status: 200 for a well-formed
 * request whose answer is no (wrong password, not found, needs an account), 4xx for protocol failures
 * (malformed input, bad signature, XSRF, rate limit, oversize).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    readonly tip: Tip,
    /** Headers the refusal carries (Retry-After on a rate limit). */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(tipText('zh-CN', tip));
    this.name = 'ApiError';
  }
}

export const badRequest = (tip: Tip = 'badRequest') => new ApiError(400, Code.badRequest, tip);
export const notFound = (tip: Tip = 'notFound') => new ApiError(200, Code.notFound, tip);
export const loginExpired = () => new ApiError(200, Code.loginExpired, 'loginExpired');
export const needRegistered = () => new ApiError(200, Code.needRegistered, 'needRegistered');
export const tooManyRequests = (tip: Tip = 'tooManyRequests', headers?: Record<string, string>) =>
  new ApiError(429, Code.tooManyRequests, tip, headers);

/**
 * A limit's refusal that says when to try again: Retry-After (whole seconds, at least 1) and the tip's {{seconds}}.
 * `key` is a catalogue text with {{seconds}}.
 */
export const retryLater = (seconds: number, key: 'tooManyRequestsRetry' | 'tooManyLoginsRetry' = 'tooManyRequestsRetry') => {
  const wait = Math.max(1, Math.ceil(seconds));
  return new ApiError(429, Code.tooManyRequests, { key, vars: { seconds: wait } }, { 'retry-after': String(wait) });
};

/** True for a PostgreSQL unique violation, through Drizzle's wrapping. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '23505') return true;
  return false;
}
