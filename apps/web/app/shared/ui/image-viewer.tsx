/** A full-screen viewer of a post's or a review's pictures: arrows (buttons and keys), Escape closes, a swipe turns the page. */
import './image-viewer.css';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { CodecImage } from '../image/codec-image.tsx';
import { useTranslation } from '../i18n/index.ts';

const SWIPE_PX = 40;

export function ImageViewer({ images, start, onClose }: { images: string[]; start: number; onClose: () => void }) {
  const { t } = useTranslation('post');
  const [index, setIndex] = useState(start);
  const closeRef = useRef<HTMLButtonElement>(null);
  const swipeFrom = useRef<number | null>(null);
  const go = (by: number) => setIndex((i) => (i + by + images.length) % images.length);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      else if (event.key === 'ArrowLeft') setIndex((i) => (i - 1 + images.length) % images.length);
      else if (event.key === 'ArrowRight') setIndex((i) => (i + 1) % images.length);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [images.length, onClose]);

  const endSwipe = (event: PointerEvent) => {
    if (swipeFrom.current === null) return;
    const delta = event.clientX - swipeFrom.current;
    swipeFrom.current = null;
    if (Math.abs(delta) > SWIPE_PX) go(delta < 0 ? 1 : -1);
  };

  return createPortal(
    <div className="image-viewer" role="dialog" aria-modal="true" aria-label={t('viewer')} data-testid="image-viewer">
      <div className="image-viewer__stage" onPointerDown={(event) => (swipeFrom.current = event.clientX)} onPointerUp={endSwipe}>
        <CodecImage key={images[index]} path={images[index]} alt={t('imageAlt', { index: index + 1 })} ratio="auto" className="image-viewer__image" />
      </div>
      <div className="image-viewer__bar">
        <button type="button" onClick={() => go(-1)} aria-label={t('previous')} disabled={images.length < 2}>
          ‹
        </button>
        <span aria-live="polite" data-testid="viewer-position">
          {t('viewerPosition', { index: index + 1, total: images.length })}
        </span>
        <button type="button" onClick={() => go(1)} aria-label={t('next')} disabled={images.length < 2}>
          ›
        </button>
        <button ref={closeRef} type="button" onClick={onClose} aria-label={t('close')}>
          ×
        </button>
      </div>
    </div>,
    document.body,
  );
}
