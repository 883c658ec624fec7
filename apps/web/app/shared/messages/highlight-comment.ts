/**
 * `?comment=<id>` (where a message leads): once a comment with that id is on the page (any comment list marks its
 * items with data-comment-id), it is scrolled into view and marked `data-highlighted`. Pages need do nothing; the
 * app shell watches, for a while, and stops when the comment is not on the page (a later page of a long list).
 */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

const WATCH_MS = 10_000;

export function useHighlightComment() {
  const [params] = useSearchParams();
  const id = params.get('comment');
  useEffect(() => {
    if (!id || !/^\d{1,10}$/.test(id)) return;
    const find = () => document.querySelector<HTMLElement>(`[data-comment-id="${id}"]`);
    const mark = (element: HTMLElement) => {
      element.setAttribute('data-highlighted', 'true');
      element.scrollIntoView({ block: 'center' });
      return true;
    };
    const found = find();
    if (found) {
      mark(found);
      return () => found.removeAttribute('data-highlighted');
    }
    let marked: HTMLElement | null = null;
    const observer = new MutationObserver(() => {
      const element = find();
      if (!element) return;
      marked = element;
      mark(element);
      observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), WATCH_MS);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
      marked?.removeAttribute('data-highlighted');
    };
  }, [id]);
}
