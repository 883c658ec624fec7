/**
 * Pull to refresh on touch screens, with no animation library: at the top of the page a downward drag moves the
 * content down (damped), past THRESHOLD a release calls `onRefresh`, the head says where things stand and the
 * content settles back when the refresh is done. Elsewhere the page scrolls as usual.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/index.ts';

export const THRESHOLD = 60;
const HEAD = 44;
const MAX_PULL = 110;
const COMPLETE_MS = 500;

type Status = 'idle' | 'pulling' | 'canRelease' | 'refreshing' | 'complete';

const TEXT_KEYS = {
  pulling: 'pullPulling',
  canRelease: 'pullCanRelease',
  refreshing: 'pullRefreshing',
  complete: 'pullComplete',
} as const;

/** How far the content moves for a finger's travel: half of it, and never past MAX_PULL. */
export function dampedPull(travel: number) {
  return travel <= 0 ? 0 : Math.min(travel / 2, MAX_PULL);
}

export function PullToRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('idle');
  const [pull, setPull] = useState(0);
  const refresh = useRef(onRefresh);
  // The latest handler, for the touch listeners that live across renders.
  useEffect(() => {
    refresh.current = onRefresh;
  });

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let startY: number | null = null;
    let distance = 0;
    let busy = false;
    let settle = 0;

    const start = (e: TouchEvent) => {
      startY = !busy && window.scrollY <= 0 && e.touches.length === 1 ? e.touches[0].clientY : null;
      distance = 0;
    };
    const move = (e: TouchEvent) => {
      if (startY === null) return;
      distance = dampedPull(e.touches[0].clientY - startY);
      if (distance === 0) {
        setPull(0);
        setStatus('idle');
        return;
      }
      // Ours, not the browser's: no page scroll and no native reload while the content is pulled down.
      if (e.cancelable) e.preventDefault();
      setPull(distance);
      setStatus(distance >= THRESHOLD ? 'canRelease' : 'pulling');
    };
    const end = async () => {
      if (startY === null) return;
      startY = null;
      if (distance < THRESHOLD) {
        setPull(0);
        setStatus('idle');
        return;
      }
      busy = true;
      setPull(HEAD);
      setStatus('refreshing');
      try {
        await refresh.current();
      } finally {
        setStatus('complete');
        settle = window.setTimeout(() => {
          busy = false;
          setPull(0);
          setStatus('idle');
        }, COMPLETE_MS);
      }
    };

    el.addEventListener('touchstart', start, { passive: true });
    el.addEventListener('touchmove', move, { passive: false });
    el.addEventListener('touchend', end);
    el.addEventListener('touchcancel', end);
    return () => {
      window.clearTimeout(settle);
      el.removeEventListener('touchstart', start);
      el.removeEventListener('touchmove', move);
      el.removeEventListener('touchend', end);
      el.removeEventListener('touchcancel', end);
    };
  }, []);

  const dragging = status === 'pulling' || status === 'canRelease';
  return (
    <div ref={box} className={`ptr${status === 'idle' ? '' : ' ptr--active'}`} data-status={status}>
      <div
        className="ptr__body"
        style={pull ? { transform: `translateY(${pull}px)`, transition: dragging ? 'none' : undefined } : undefined}
      >
        <div className="ptr__head" style={{ height: HEAD, top: -HEAD }} role="status" aria-live="polite">
          {status === 'idle' ? '' : t(TEXT_KEYS[status])}
        </div>
        {children}
      </div>
    </div>
  );
}
