/**
 * The banned-word list operators maintain (table banned_words, docs/operations.md) and the one check every
 * domain applies to user text: comments now, posts and nicknames through the same function.
 */
import { Code, UNSEEN_CHARACTER } from '@md/contract';
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

/** One character that shows nothing (white space excepted: it separates words and is matched as written). */
const UNSEEN = new RegExp(UNSEEN_CHARACTER, 'u');
const strip = (text: string) => [...text].filter((char) => !UNSEEN.test(char)).join('');

/** The list's pattern, kept while the list is the same (it is read on every screening). */
let compiled: { key: string; pattern: RegExp; byKey: Map<string, string> } | null = null;
function compile(words: readonly string[]) {
  const key = words.join('\n');
  if (compiled?.key === key) return compiled;
  const byKey = new Map<string, string>();
  for (const word of words) {
    const plain = strip(word).toLocaleLowerCase();
    if (plain && !byKey.has(plain)) byKey.set(plain, word);
  }
  // Longest first, so a longer word is masked whole before a shorter one inside it.
  const ordered = [...byKey.keys()].sort((a, b) => b.length - a.length);
  compiled = { key, pattern: new RegExp(ordered.map(escape).join('|'), 'giu'), byKey };
  return compiled;
}

/**
 * Masks banned words in `text` (case-insensitive, and whatever shows nothing slipped inside them: they are matched on
 * the text without those characters) and says which were found. A masked word's every visible character becomes
 * MASK and what it hid inside goes; the text is otherwise unchanged.
 */
export function screenWith(words: readonly string[], text: string): Screened {
  if (words.length === 0 || text.length === 0) return { masked: text, found: [] };
  const { pattern, byKey } = compile(words);
  if (byKey.size === 0) return { masked: text, found: [] };
  const chars = [...text];
  // The visible text, and for each of its characters where it stands in `chars`, by UTF-16 offset.
  const from: number[] = [];
  const at = new Map<number, number>();
  let visible = '';
  chars.forEach((char, index) => {
    if (UNSEEN.test(char)) return;
    at.set(visible.length, from.length);
    from.push(index);
    visible += char;
  });
  const found = new Set<string>();
  const masked = new Set<number>();
  const dropped = new Set<number>();
  pattern.lastIndex = 0;
  for (let match = pattern.exec(visible); match; match = pattern.exec(visible)) {
    if (match[0].length === 0) {
      pattern.lastIndex++;
      continue;
    }
    found.add(byKey.get(match[0].toLocaleLowerCase()) ?? match[0]);
    const first = at.get(match.index)!;
    const last = first + [...match[0]].length - 1;
    for (let k = first; k <= last; k++) masked.add(from[k]);
    for (let index = from[first]; index <= from[last]; index++) if (!masked.has(index)) dropped.add(index);
  }
  if (found.size === 0) return { masked: text, found: [] };
  const out = chars.map((char, index) => (masked.has(index) ? MASK : dropped.has(index) ? '' : char)).join('');
  return { masked: out, found: words.filter((w) => found.has(w)) };
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
