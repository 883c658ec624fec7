/**
 * A row that scrolls sideways (a tag filter kept to one line, home's category tabs, a topic's cards): a finger swipes it and the keyboard's focus brings a
 * chip into view, but a mouse can do neither, so where the pointer is a mouse an arrow shows at each end that has
 * more, and a press moves the row by most of its width. The arrows are for the mouse only: out of the tab order and
 * hidden from screen readers, which reach every chip anyway.
 */
import './scroll-row.css';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from '../i18n/index.ts';
import { BackIcon, RightIcon } from './icons.tsx';

/** How much of its width one press moves the row: the last chips seen stay in sight. */
const STEP = 0.8;

interface Props {
  /** The row's own class (the one that scrolls). */
  className: string;
  /** The class of the box around the row and its arrows (for its place in the layout). */
  frameClassName?: string;
  /**
   * A navigation (the header's menus), a group of controls (a tag filter), a list of tabs (home's categories), or
   * a plain row of cards that its section already names (a topic's scroller).
   */
  kind?: 'nav' | 'group' | 'tablist' | 'plain';
  /** The row's name for screen readers (a plain row has none of its own). */
  label?: string;
  /** Keys pressed inside the row (a list of tabs moves between them with the arrow keys). */
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  children: ReactNode;
}

export function ScrollRow({ className, frameClassName, kind = 'group', label, onKeyDown, children }: Props) {
  const { t } = useTranslation();
  const row = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ back: false, on: false });

  useEffect(() => {
    const el = row.current;
    if (!el) return;
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const end = el.scrollWidth - el.clientWidth;
        const back = el.scrollLeft > 1;
        const on = el.scrollLeft < end - 1;
        setMore((old) => (old.back === back && old.on === on ? old : { back, on }));
      });
    };
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    // The row's width changes with the window; its content when the chips arrive.
    const resized = new ResizeObserver(measure);
    resized.observe(el);
    const changed = new MutationObserver(measure);
    changed.observe(el, { childList: true, subtree: true, characterData: true });
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('scroll', measure);
      resized.disconnect();
      changed.disconnect();
    };
  }, []);

  // A click would focus the arrow, which is hidden from screen readers and goes when its end is reached.
  const keepFocus = (event: MouseEvent) => event.preventDefault();

  function move(direction: -1 | 1) {
    const el = row.current;
    if (!el) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * el.clientWidth * STEP, behavior: still ? 'instant' : 'smooth' });
  }

  return (
    <div className={frameClassName ? `scroll-row ${frameClassName}` : 'scroll-row'}>
      {kind === 'nav' ? (
        <nav ref={row} className={className} aria-label={label}>
          {children}
        </nav>
      ) : (
        <div ref={row} className={className} role={kind === 'plain' ? undefined : kind} aria-label={label} onKeyDown={onKeyDown}>
          {children}
        </div>
      )}
      {more.back && (
        <button type="button" className="scroll-row__arrow scroll-row__arrow--back" tabIndex={-1} aria-hidden onMouseDown={keepFocus} title={t('scrollBack')} onClick={() => move(-1)}>
          <BackIcon />
        </button>
      )}
      {more.on && (
        <button type="button" className="scroll-row__arrow scroll-row__arrow--on" tabIndex={-1} aria-hidden onMouseDown={keepFocus} title={t('scrollOn')} onClick={() => move(1)}>
          <RightIcon />
        </button>
      )}
    </div>
  );
}
