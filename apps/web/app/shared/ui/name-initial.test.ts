// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { nameInitial } from './name-initial.ts';

describe('nameInitial', () => {
  it.each([
    ['夏日微风', '夏'],
    ['  lucy ', 'l'],
    ['😀笑脸', '😀'],
    // An emoji sequence shows its first part (the same on the server and in every browser).
    ['👩‍💻开发者', '👩'],
    ['𠮷野家', '𠮷'],
    ['é', 'é'],
    ['', ''],
  ])('%j starts with %j', (name, initial) => {
    expect(nameInitial(name)).toBe(initial);
  });
});
