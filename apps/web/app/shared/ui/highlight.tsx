/**
 * A text with the words someone searched for marked, as search suggestions and results show them: every place the
 * term appears, whatever its letters' case (the search matches the same way: the term trimmed, case aside).
 */
import { Fragment } from 'react';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text cut into pieces, the matches of `term` at odd places. */
export function splitByTerm(text: string, term: string): string[] {
  const needle = term.trim();
  if (!needle) return [text];
  // A capture group keeps the matches in split's answer, between the rest; `u` keeps surrogate pairs whole.
  return text.split(new RegExp(`(${escapeRegExp(needle)})`, 'iu'));
}

export function Highlight({ text, term }: { text: string; term: string }) {
  return (
    <>
      {splitByTerm(text, term).map((piece, index) =>
        index % 2 === 1 ? (
          <mark key={index} className="term-mark">
            {piece}
          </mark>
        ) : (
          <Fragment key={index}>{piece}</Fragment>
        ),
      )}
    </>
  );
}
