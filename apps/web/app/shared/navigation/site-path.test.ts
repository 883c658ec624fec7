// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sitePath } from './site-path.ts';

describe('sitePath', () => {
  it('keeps paths inside the site, refuses what a browser would read as another host', () => {
    expect(sitePath('/mine?x=1')).toBe('/mine?x=1');
    expect(sitePath('//evil.example')).toBeNull();
    expect(sitePath('https://evil.example')).toBeNull();
    expect(sitePath(null)).toBeNull();
    expect(sitePath('')).toBeNull();
    expect(sitePath('mine')).toBeNull();
    expect(sitePath('/\\evil.example')).toBeNull();
    expect(sitePath('/\t/evil.example')).toBeNull();
    expect(sitePath('/\n/evil.example')).toBeNull();
    expect(sitePath('javascript:alert(1)')).toBeNull();
    expect(sitePath('/videoDetails?id=3#comments')).toBe('/videoDetails?id=3#comments');
    // Paths that only become another host once resolved.
    expect(sitePath('/.//evil.example')).toBeNull();
    expect(sitePath('/..//evil.example')).toBeNull();
    expect(sitePath('/%2e%2e//evil.example')).toBeNull();
    expect(sitePath('/a/..//evil.example')).toBeNull();
    expect(sitePath('/a/../mine')).toBe('/mine');
  });
});
