import { describe, expect, it } from 'vitest';
import { readCookie } from './xsrf.ts';

describe('readCookie', () => {
  it('finds the named cookie among others, with or without spaces and quotes', () => {
    expect(readCookie('a=1; XSRF-TOKEN=abc; b=2', 'XSRF-TOKEN')).toBe('abc');
    expect(readCookie('XSRF-TOKEN=abc;b=2', 'XSRF-TOKEN')).toBe('abc');
    expect(readCookie('b=2;  XSRF-TOKEN = "abc" ', 'XSRF-TOKEN')).toBe('abc');
  });

  it('takes the first of repeated cookies and keeps = inside values', () => {
    expect(readCookie('XSRF-TOKEN=first; XSRF-TOKEN=second', 'XSRF-TOKEN')).toBe('first');
    expect(readCookie('XSRF-TOKEN=a=b', 'XSRF-TOKEN')).toBe('a=b');
  });

  it('does not match a cookie whose name only contains the name, nor a missing header', () => {
    expect(readCookie('MY-XSRF-TOKEN=abc; XSRF-TOKENS=def', 'XSRF-TOKEN')).toBeUndefined();
    expect(readCookie('garbage;;=;', 'XSRF-TOKEN')).toBeUndefined();
    expect(readCookie(undefined, 'XSRF-TOKEN')).toBeUndefined();
    expect(readCookie('', 'XSRF-TOKEN')).toBeUndefined();
  });
});
