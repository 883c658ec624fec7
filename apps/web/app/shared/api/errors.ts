import { Code } from '@md/contract/client';

/**
 * A rejected call in the browser. `kind` says which path of the spec's error catalogue (section 8) it took.
 * (The API server's own error is `ApiError`; the contract's, for scripts and tests, `SignedCallError`.)
 */
export type ApiCallErrorKind = 'network' | 'http' | 'business' | 'silent' | 'expired' | 'aborted';

export class ApiCallError extends Error {
  constructor(
    readonly kind: ApiCallErrorKind,
    readonly status: number,
    readonly code: number | null,
    readonly tip: string,
  ) {
    super(tip);
    this.name = 'ApiCallError';
  }
}

export const isApiCallError = (error: unknown): error is ApiCallError => error instanceof ApiCallError;

/** The server's answer that what was asked for does not exist (or is not shown to this caller). */
export const isNotFoundError = (error: unknown): boolean => isApiCallError(error) && error.code === Code.notFound;
