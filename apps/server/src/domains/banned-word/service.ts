/**
 * The banned-word list operators maintain (table banned_words, docs/operations.md) and the one check every
 * domain applies to user text: comments now, posts and nicknames through the same function.
 */
import { asc } from 'drizzle-orm';
import { bannedWords } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';

/** The character a masked word's every character becomes. */
export const MASK = String.fromCodePoint(0xff0a); // FULLWIDTH ASTERISK, as wide as a Chinese character

export interface Screened {
  /** The text with every banned word masked. */
  masked: string;
  /** The banned words found, each once, in list order. */
  found: string[];
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every banned word, shortest last so a longer word is masked whole before a shorter one inside it. */
async function loadWords(deps: Pick<Deps, 'db'>): Promise<string[]> {
  const rows = await deps.db.select({ word: bannedWords.word }).from(bannedWords).orderBy(asc(bannedWords.id));
  return rows.map((r) => r.word.trim()).filter(Boolean);
}

/** Masks banned words in `text` (case-insensitive) and says which were found; the text is otherwise unchanged. */
export function screenWith(words: readonly string[], text: string): Screened {
  if (words.length === 0 || text.length === 0) return { masked: text, found: [] };
  const ordered = [...words].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(ordered.map(escape).join('|'), 'giu');
  const found = new Set<string>();
  const masked = text.replace(pattern, (hit) => {
    found.add(words.find((w) => w.toLocaleLowerCase() === hit.toLocaleLowerCase()) ?? hit);
    return MASK.repeat([...hit].length);
  });
  return { masked, found: words.filter((w) => found.has(w)) };
}

/** Screens one text against the current list (read each time: operators' edits apply at once). */
export async function screenText(deps: Pick<Deps, 'db'>, text: string): Promise<Screened> {
  return screenWith(await loadWords(deps), text);
}

/** What the site does with a banned word: mask it or refuse the text (BANNED_WORD_MODE). */
export const bannedWordMode = (deps: Pick<Deps, 'config'>) => deps.config.comments.bannedWordMode;
