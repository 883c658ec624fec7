/** A rejected call. `kind` says which path of the spec's error catalogue (section 8) it took. */
export type ApiErrorKind = 'network' | 'http' | 'business' | 'silent' | 'expired' | 'aborted';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    readonly code: number | null,
    readonly tip: string,
  ) {
    super(tip);
    this.name = 'ApiError';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
