/** Renders user text as text: links open safely in a new tab, @mentions are styled, #tags search for the tag. */
import './user-text.css';
import { Link } from 'react-router';
import { splitUserText } from './user-text.ts';

/** `as` picks the element: a paragraph by default; a heading or a span for names and titles. */
export function UserText({ text, className = '', as: Tag = 'p', id }: { text: string; className?: string; as?: 'p' | 'span' | 'h1' | 'h2' | 'h3'; id?: string }) {
  return (
    <Tag className={`user-text ${className}`} id={id}>
      {splitUserText(text).map((piece, i) => {
        switch (piece.kind) {
          case 'link':
            return (
              <a key={i} className="user-text__link" href={piece.href} target="_blank" rel="noopener noreferrer nofollow ugc">
                {piece.text}
              </a>
            );
          case 'mention':
            return (
              <span key={i} className="user-text__mention">
                {piece.text}
              </span>
            );
          case 'tag':
            return (
              <Link key={i} className="user-text__tag" to={`/searchResult?keyword=${encodeURIComponent(piece.name)}`}>
                {piece.text}
              </Link>
            );
          default:
            return piece.text;
        }
      })}
    </Tag>
  );
}
