/**
 * The card issued on this device, kept in this browser so the card page can show it again: the server keeps only
 * its hash. Kept per user; dropped when the server says the card is no longer the active one.
 */
export interface KeptCard {
  id: number;
  credential: string;
  qrImage: string;
}

const keyOf = (userId: number) => `md_card_${userId}`;

export function readKeptCard(userId: number): KeptCard | null {
  try {
    const raw = localStorage.getItem(keyOf(userId));
    return raw ? (JSON.parse(raw) as KeptCard) : null;
  } catch {
    return null;
  }
}

export function keepCard(userId: number, card: KeptCard | null) {
  try {
    if (card) localStorage.setItem(keyOf(userId), JSON.stringify(card));
    else localStorage.removeItem(keyOf(userId));
  } catch {
    // Private mode or a full store: the card shows until the page is left.
  }
}
