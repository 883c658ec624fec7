/**
 * The banned-word list operators maintain (table banned_words, docs/operations.md) and the one check every
 * domain applies to user text: comments now, posts and nicknames through the same function.
 */
import { Code, UNSEEN_CHARACTER, isUnseen } from '@md/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bannedWords } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { ApiError } from '../../lib/errors.ts';

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

/** A word as a pattern that also matches it with characters that show nothing slipped between its letters. */
const wordPattern = (word: string) => [...word].map(escape).join(`${UNSEEN_CHARACTER}*`);
const shown = (text: string) => [...text].filter((char) => !isUnseen(char)).join('');

/**
 * Masks banned words in `text` (case-insensitive, and whatever shows nothing has been slipped inside them) and says
 * which were found; the text is otherwise unchanged.
 */
export function screenWith(words: readonly string[], text: string): Screened {
  if (words.length === 0 || text.length === 0) return { masked: text, found: [] };
  const ordered = [...words].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(ordered.map(wordPattern).join('|'), 'giu');
  const found = new Set<string>();
  const masked = text.replace(pattern, (hit) => {
    const seen = shown(hit);
    found.add(words.find((w) => w.toLocaleLowerCase() === seen.toLocaleLowerCase()) ?? seen);
    return MASK.repeat([...seen].length);
  });
  return { masked, found: words.filter((w) => found.has(w)) };
}

/** Screens one text against the current list (read each time: operators' edits apply at once). */
export async function screenText(deps: Pick<Deps, 'db'>, text: string): Promise<Screened> {
  return screenWith(await loadWords(deps), text);
}

/** What the site does with a banned word: mask it or refuse the text (BANNED_WORD_MODE). */
export const bannedWordMode = (deps: Pick<Deps, 'config'>) => deps.config.comments.bannedWordMode;

/**
 * A nickname as it may be stored: banned words masked, or refused with 4114 when the site refuses (BANNED_WORD_MODE),
 * the same rule as comments and posts.
 */
export async function screenNickname(deps: Pick<Deps, 'db' | 'config'>, nickname: string): Promise<string> {
  const screened = await screenText(deps, nickname);
  if (screened.found.length > 0 && bannedWordMode(deps) === 'refuse') throw new ApiError(200, Code.bannedWord, 'nicknameBannedWord');
  return screened.masked;
}

/** The longest word the list takes (the column's size). */
export const BANNED_WORD_MAX_LENGTH = 50;

/** The list as operators edit it, oldest first. */
export function listBannedWords(db: Db) {
  return db.select({ id: bannedWords.id, word: bannedWords.word, createdAt: bannedWords.createdAt }).from(bannedWords).orderBy(asc(bannedWords.id));
}

/** Adds a word (trimmed; at most 50 characters, no control characters). `added` is false when it was there already. */
export async function addBannedWord(db: Db, word: string): Promise<{ id: number; added: boolean }> {
  const clean = word.trim();
  if (!clean || [...clean].length > BANNED_WORD_MAX_LENGTH || /\p{Cc}/u.test(clean)) throw new Error('a banned word is 1 to 50 printable characters');
  const [made] = await db.insert(bannedWords).values({ word: clean }).onConflictDoNothing().returning({ id: bannedWords.id });
  if (made) return { id: made.id, added: true };
  const [there] = await db.select({ id: bannedWords.id }).from(bannedWords).where(eq(bannedWords.word, clean)).limit(1);
  return { id: there!.id, added: false };
}

/** Removes a word; its id, or null when the list does not have it. */
export async function removeBannedWord(db: Db, word: string): Promise<number | null> {
  const [gone] = await db.delete(bannedWords).where(eq(bannedWords.word, word.trim())).returning({ id: bannedWords.id });
  return gone?.id ?? null;
}
