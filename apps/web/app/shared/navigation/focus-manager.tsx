/**
 * The keyboard's place after a page change (decision 0095): on a new page the focus goes to its heading (the page's
 * `<h1>`), else its main landmark, so the next Tab starts in the page and a screen reader says where it is. A change
 * of the page's own view (a tab or a sort written into the address with replace), a way back or forward (the scroll
 * manager puts the page back where it was) and the first load leave the focus where it is, as does a page that
 * placed it itself (the search pages' box).
 */
import { useEffect, useMemo, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType, type Location } from 'react-router';
import { announce } from '../ui/toast.ts';

/** How long a page still loading its data may take to show its heading; after that its landmark keeps the focus. */
const HEADING_WAIT_MS = 10_000;

type Place = Pick<Location, 'pathname' | 'search'>;

/** Whether going from `previous` to `next` opens a new page, whose heading then takes the focus. */
export function opensNewPage(previous: Place | null, next: Place, type: NavigationType): boolean {
  if (!previous || type === NavigationType.Pop) return false;
  if (previous.pathname !== next.pathname) return true;
  // Same path: a new entry in the history with other parameters is another page (another video, another search);
  // a replaced entry is this page's own view (its tab, its sort), and a #hash alone is a place in the page.
  return type === NavigationType.Push && previous.search !== next.search;
}

function place(target: HTMLElement) {
  // A heading or a landmark takes the focus by script only (no Tab stop); the page's own scroll stays as it is.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * Moves the focus into the page in #main unless something the page chose has it already (anything but the element
 * the reader acted on, `acted`, or the body it fell to). A page still loading may have no heading yet (its landmark
 * takes the focus meanwhile) or a stand-in one replaced when its answer comes (the focus would fall to the body): for
 * a while the page's heading takes the focus whenever it is a new one, if the focus has not moved since. Returns how
 * to stop watching.
 */
function focusPage(acted: Element | null): () => void {
  const frame = document.getElementById('main');
  const active = document.activeElement;
  if (!frame || (active && active !== document.body && active !== acted && active.isConnected)) return () => {};
  const heading = () => frame.querySelector<HTMLElement>('h1');
  const landmark = () => frame.querySelector<HTMLElement>('main') ?? frame;
  let placed = heading() ?? landmark();
  place(placed);
  // Ours to move still: where it was put, or fallen to the body when what it was put on was replaced.
  const untouched = () => document.activeElement === placed || document.activeElement === document.body;
  // Only this page's headings: the address changes before the next page renders (and before this watch is stopped).
  const address = window.location.pathname + window.location.search;
  const observer = new MutationObserver(() => {
    if (window.location.pathname + window.location.search !== address) return stop();
    const next = heading();
    if (!next || next === placed) return;
    if (!untouched()) return stop();
    placed = next;
    place(next);
  });
  const timer = window.setTimeout(() => {
    stop();
    if (!untouched() || placed.tagName === 'H1' || window.location.pathname + window.location.search !== address) return;
    placed = landmark();
    place(placed);
    // A landmark's name is no title: the page's title is said instead.
    announce(document.title);
  }, HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(frame, { childList: true, subtree: true });
  return stop;
}

export function FocusManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<Place | null>(null);
  // What had the focus when this page change was rendered, before the old page left: what the reader acted on. Read
  // once per page change (its key), as the effect below runs once per page change.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const acted = useMemo(() => (typeof document === 'undefined' ? null : document.activeElement), [location.key]);

  useEffect(() => {
    const from = previous.current;
    previous.current = { pathname: location.pathname, search: location.search };
    if (!opensNewPage(from, location, navigationType)) return;
    return focusPage(acted);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return null;
}
