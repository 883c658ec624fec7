/**
 * Adverts in a list (spec section 9): placed at their configured index positions, taking the adverts in turn,
 * and only where the list is long enough to reach that position. Inserted items carry type 'adv' and the
 * index they were placed at.
 */
import type { Advert } from '@md/contract/client';

export interface InsertedAdvert {
  type: 'adv';
  index: number;
  advert: Advert;
}

export interface ListItem<T> {
  type: 'item';
  item: T;
}

export function insertAdverts<T>(items: readonly T[], adverts: readonly Advert[]): (ListItem<T> | InsertedAdvert)[] {
  const out: (ListItem<T> | InsertedAdvert)[] = items.map((item) => ({ type: 'item', item }));
  if (adverts.length === 0) return out;
  const positions = [...new Set(adverts.flatMap((a) => a.indexes))].filter((p) => Number.isInteger(p) && p >= 0).sort((a, b) => a - b);
  let turn = 0;
  for (const position of positions) {
    // The position counts items and adverts already placed; past the end of the list, nothing more goes in.
    if (position >= out.length) break;
    out.splice(position, 0, { type: 'adv', index: position, advert: adverts[turn % adverts.length] });
    turn++;
  }
  return out;
}

/** The link of an advert, whichever field carries it (spec section 3). */
export function advertLink(advert: Partial<Record<'href' | 'link' | 'url' | 'linkUrl' | 'quickLinkUrl', string>>): string | null {
  return advert.href || advert.link || advert.url || advert.linkUrl || advert.quickLinkUrl || null;
}
