// @vitest-environment node
import type { Advert } from '@md/contract/client';
import { describe, expect, it } from 'vitest';
import { advertLink, insertAdverts } from './insert-adverts.ts';

const ad = (id: number, indexes: number[]): Advert => ({ id, position: 'home_list', name: `ad${id}`, image: 'x.webp', href: `https://example.com/${id}`, indexes });
const shape = (list: ReturnType<typeof insertAdverts<number>>) => list.map((e) => (e.type === 'adv' ? `A${e.advert.id}@${e.index}` : e.item));

describe('insertAdverts', () => {
  it('places adverts at their positions, taking them in turn', () => {
    const items = Array.from({ length: 10 }, (_, i) => i);
    expect(shape(insertAdverts(items, [ad(1, [2, 6]), ad(2, [4])]))).toEqual([0, 1, 'A1@2', 2, 'A2@4', 3, 'A1@6', 4, 5, 6, 7, 8, 9]);
  });

  it('cycles when there are more positions than adverts', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    const out = insertAdverts(items, [ad(1, [1, 3, 5, 7])]);
    expect(out.filter((e) => e.type === 'adv')).toHaveLength(4);
    expect(out.filter((e) => e.type === 'adv').every((e) => e.type === 'adv' && e.advert.id === 1)).toBe(true);
  });

  it('only inserts where the list is long enough', () => {
    expect(shape(insertAdverts([0, 1, 2], [ad(1, [2, 4, 12])]))).toEqual([0, 1, 'A1@2', 2]);
    expect(shape(insertAdverts([], [ad(1, [0])]))).toEqual([]);
  });

  it('leaves the list alone without adverts and ignores nonsense positions', () => {
    expect(shape(insertAdverts([1, 2], []))).toEqual([1, 2]);
    expect(shape(insertAdverts([1, 2, 3], [ad(1, [-1, 1.5, 1])]))).toEqual([1, 'A1@1', 2, 3]);
  });
});

describe('advertLink', () => {
  it('takes the link from whichever field carries it', () => {
    expect(advertLink({ href: 'a' })).toBe('a');
    expect(advertLink({ link: 'b' })).toBe('b');
    expect(advertLink({ url: 'c' })).toBe('c');
    expect(advertLink({ linkUrl: 'd' })).toBe('d');
    expect(advertLink({ quickLinkUrl: 'e' })).toBe('e');
    expect(advertLink({})).toBeNull();
  });
});
