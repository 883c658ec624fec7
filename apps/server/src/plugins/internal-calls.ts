/**
 * Server rendering calls the API in-process; those calls carry a per-process random key in this header so
 * the general rate limit (per client address) does not count every page view against 127.0.0.1.
 */
export const INTERNAL_HEADER = 'x-md-internal';
