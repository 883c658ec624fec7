/**
 * The keyboard's place after a page change (decision 0095): on a new page the focus goes to its heading (the page's
 * `<h1>`), else its main landmark, so the next Tab starts in the page and a screen reader says where it is. A change
 * of the page's own view (a tab or a sort written into the address with replace), a way back or forward (the scroll
 * manager puts the page back where it was) and the first load leave the focus where it is, as does a page that
 * placed it itself (the search pages' box).
 *
 * A way back or forward gives the focus back to what had it when that page was left (the card, the link, the button
 * that opened the next page), found again by what it is and where it stood, once the page has drawn it; so a
 * keyboard's reader goes on down a list from the card they opened, not from the top of the document.
 */
import { useEffect, useMemo, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType, type Location } from 'react-router';
import { announce } from '../ui/toast.ts';

/** How long a page still loading its data may take to show its heading; after that its landmark keeps the focus. */
const HEADING_WAIT_MS = 10_000;
/** How long a page brought back may take to draw again what had the focus when it was left. */
const RETURN_WAIT_MS = 5_000;
/** How many left pages' focus places are kept (by history entry). */
const MARKS_KEPT = 50;

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

/**
 * What had the focus on a page as it was left, told apart from the page's other elements as a page drawn again
 * would draw it: a link by its address (not its text: a card's counts change), anything else by its name, and which
 * of the elements alike it was, in the document's order.
 */
export interface FocusMark {
  tag: string;
  /** The element's id, when it has one: nothing else is needed. */
  id: string | null;
  href: string | null;
  name: string;
  index: number;
}

/**
 * What is marked without an id: links, controls and headings, few on a page and short of text. A generic element
 * given the focus by script (a section, a list's row) is not: telling one apart by its text would read the text of
 * every element of its kind, again at each change of a page being drawn.
 */
const MARKED_TAGS = new Set(['a', 'button', 'input', 'select', 'textarea', 'summary', 'h1', 'h2', 'h3', 'main']);

const nameOf = (el: Element) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 80);

function alike(mark: Omit<FocusMark, 'index'>): Element[] {
  if (mark.id !== null) {
    const el = document.getElementById(mark.id);
    return el && el.tagName.toLowerCase() === mark.tag ? [el] : [];
  }
  return [...document.querySelectorAll(mark.tag)].filter((el) =>
    mark.href !== null ? el.getAttribute('href') === mark.href : !el.hasAttribute('href') && nameOf(el) === mark.name,
  );
}

/** The mark of `el`, or null for nothing worth coming back to (the body, an element gone, one of no kind marked). */
export function markOf(el: Element | null): FocusMark | null {
  if (!el || el === document.body || el === document.documentElement || !el.isConnected) return null;
  const tag = el.tagName.toLowerCase();
  const id = el.id || null;
  if (id === null && !MARKED_TAGS.has(tag)) return null;
  const href = id === null ? el.getAttribute('href') : null;
  const mark = { tag, id, href, name: id === null && href === null ? nameOf(el) : '' };
  return { ...mark, index: Math.max(0, alike(mark).indexOf(el)) };
}

/**
 * The element a mark names on the page as drawn now, if it is there and shown. While the page may still be drawing
 * (a list growing), only the one at its place; `closest` takes the last alike when fewer are drawn (a list that
 * shrank meanwhile).
 */
export function findMarked(mark: FocusMark, closest = false): HTMLElement | null {
  const found = alike(mark);
  const el = found[closest ? Math.min(mark.index, found.length - 1) : mark.index];
  if (!(el instanceof HTMLElement)) return null;
  // Not one hidden with its page (a kept tab's panel, a closed menu); a document without layout takes it as shown.
  return typeof el.checkVisibility !== 'function' || el.checkVisibility() ? el : null;
}

const marks = new Map<string, FocusMark>();

/**
 * Gives the focus back to the marked element once the page brought back has drawn it, unless the focus has gone
 * somewhere meanwhile (the reader, or the page itself): it is free on the body, or still on what was pressed to come
 * back (the header's 返回, which stays from page to page). Returns how to stop watching.
 */
function returnFocus(mark: FocusMark, acted: Element | null): () => void {
  const free = () => {
    const active = document.activeElement;
    return active === null || active === document.body || active === acted;
  };
  const address = window.location.pathname + window.location.search;
  const attempt = (closest = false) => {
    if (!free() || window.location.pathname + window.location.search !== address) return true;
    const el = findMarked(mark, closest);
    if (!el) return false;
    // A heading or a landmark was given its focus by script; drawn again, it needs its tabindex again.
    if (!el.matches('a[href], button, input, select, textarea, [tabindex]')) el.setAttribute('tabindex', '-1');
    el.focus({ preventScroll: true });
    return document.activeElement === el;
  };
  if (attempt()) return () => {};
  // One look a frame at most, however many changes the page makes while it draws.
  let frame = 0;
  const observer = new MutationObserver(() => {
    if (frame === 0) frame = requestAnimationFrame(() => {
      frame = 0;
      if (attempt()) stop();
    });
  });
  // Time is up: the page has drawn what it will; fewer alike than before (a list that shrank), the last of them.
  const timer = window.setTimeout(() => {
    stop();
    attempt(true);
  }, RETURN_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    cancelAnimationFrame(frame);
  }
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden', 'class', 'style'] });
  return stop;
}

export function FocusManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<(Place & { key: string }) | null>(null);
  // What had the focus when this page change was rendered, before the old page left: what the reader acted on, and
  // its mark while it is still in the page. Read once per page change (its key), as the effect below runs once per
  // page change.
  const [acted, actedMark] = useMemo(() => {
    if (typeof document === 'undefined') return [null, null];
    return [document.activeElement, markOf(document.activeElement)];
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  useEffect(() => {
    const from = previous.current;
    previous.current = { pathname: location.pathname, search: location.search, key: location.key };
    if (from) {
      // What the page left had focused now, and nothing if nothing (a tap on a link that takes no focus); an entry
      // replaced (a page's own tab or sort) is never come back to.
      marks.delete(from.key);
      if (actedMark && navigationType !== NavigationType.Replace) marks.set(from.key, actedMark);
      if (marks.size > MARKS_KEPT) marks.delete(marks.keys().next().value as string);
    }
    if (navigationType === NavigationType.Pop) {
      const mark = marks.get(location.key);
      return from && mark ? returnFocus(mark, acted) : undefined;
    }
    if (!opensNewPage(from, location, navigationType)) return;
    return focusPage(acted);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return null;
}
