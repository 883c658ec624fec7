/**
 * User text cut into pieces a page renders as text (never as HTML): plain runs, links (http and https only, as
 * parsed by URL), @mentions and #tags. Bidirectional controls never enter a link or a mention.
 */
export type UserTextPiece = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string } | { kind: 'mention'; text: string; name: string } | { kind: 'tag'; text: string; name: string };

// Characters that end a link: spaces, quotes and brackets, CJK punctuation and full-width forms, bidi controls.
const LINK = String.raw`https?:\/\/[^\s<>"'\u3000-\u303f\uff00-\uffef\u200e\u200f\u202a-\u202e\u2066-\u2069]+`;
const NAME = String.raw`[\p{L}\p{N}_-]{1,30}`;
const TOKENS = new RegExp(`(${LINK})|@(${NAME})|#(${NAME})`, 'giu');
/** Punctuation a sentence puts right after a link, which belongs to the sentence. */
const TRAILING = /[.,;:!?)\]}]+$/;

function safeLink(raw: string): string | null {
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function splitUserText(text: string): UserTextPiece[] {
  const pieces: UserTextPiece[] = [];
  const plain = (s: string) => {
    if (!s) return;
    const last = pieces.at(-1);
    if (last?.kind === 'text') last.text += s;
    else pieces.push({ kind: 'text', text: s });
  };
  let at = 0;
  for (const match of text.matchAll(TOKENS)) {
    const start = match.index;
    // A mention or tag glued to a word (mail@example, C#1) stays text.
    if ((match[2] || match[3]) && start > 0 && /[\p{L}\p{N}_]/u.test(text[start - 1])) continue;
    plain(text.slice(at, start));
    let token = match[0];
    if (match[1]) {
      const tail = TRAILING.exec(token)?.[0] ?? '';
      token = token.slice(0, token.length - tail.length);
      const href = safeLink(token);
      if (href) pieces.push({ kind: 'link', text: token, href });
      else plain(token);
      plain(tail);
    } else if (match[2]) pieces.push({ kind: 'mention', text: token, name: match[2] });
    else pieces.push({ kind: 'tag', text: token, name: match[3] });
    at = start + match[0].length;
  }
  plain(text.slice(at));
  return pieces;
}
