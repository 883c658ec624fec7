/**
 * A picture behind the image codec, in a box of fixed aspect ratio so nothing shifts while it loads. Lazy by
 * default; `priority` pictures (the first screen's largest) load at once with high fetch priority, and the
 * server render preloads them so the fetch starts before any script runs.
 */
import { useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { EARLY_ATTRIBUTE } from '../layout/boot-script.ts';
import { useHydrated } from '../layout/hydrated.ts';
import { cachedImage, loadImage } from './image-loader.ts';
import { useMedia } from './media-context.tsx';

interface Props {
  path: string | null | undefined;
  alt: string;
  /** CSS aspect-ratio, e.g. "16 / 9". */
  ratio: string;
  priority?: boolean;
  className?: string;
  round?: boolean;
}

export function CodecImage({ path, alt, ratio, priority = false, className, round = false }: Props) {
  const { imageBase, imageKey } = useMedia();
  const url = path ? `${imageBase}/${path}` : null;
  const box = useRef<HTMLSpanElement>(null);
  // What was loaded, and for which address: a new address shows nothing (or its cached copy) until it loads.
  const hydrated = useHydrated();
  const [loaded, setLoaded] = useState<{ url: string; src: string } | null>(() => {
    const hit = url && typeof window !== 'undefined' ? cachedImage(url) : null;
    return url && hit ? { url, src: hit } : null;
  });
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const src = loaded?.url === url ? loaded.src : url && hydrated ? cachedImage(url) : null;
  const failed = failedUrl !== null && failedUrl === url;

  // Preloaded by the server render only: after hydration the effect below fetches at once anyway, and a picture
  // already in the tab's cache (a card's cover reused as the page's poster) is never fetched, so a preload added
  // then would go unused (Chromium warns about it).
  if (priority && url && !hydrated) preload(url, { as: 'fetch', crossOrigin: 'anonymous', fetchPriority: 'high' });

  useEffect(() => {
    if (!url || cachedImage(url)) return;
    let live = true;
    const load = () =>
      loadImage(url, imageKey, priority ? 'high' : 'auto').then(
        (objectUrl) => live && setLoaded({ url, src: objectUrl }),
        () => live && setFailedUrl(url),
      );
    if (priority || typeof IntersectionObserver === 'undefined') {
      load();
      return () => {
        live = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: '300px' },
    );
    if (box.current) observer.observe(box.current);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [url, imageKey, priority]);

  // Until the picture is in, its box stands in for it: named when the picture has a name, and left out of the
  // accessibility tree when it is decorative (alt="", the card's own text names it), never an image without a name.
  const placeholderRole = !src && alt ? 'img' : undefined;
  const classes = ['codec-image', round && 'codec-image--round', failed && 'codec-image--failed', className].filter(Boolean).join(' ');
  return (
    <span
      ref={box}
      className={classes}
      style={{ aspectRatio: ratio }}
      role={placeholderRole}
      aria-label={placeholderRole ? alt : undefined}
      {...(priority && url ? { [EARLY_ATTRIBUTE]: url } : {})}
    >
      {src ? <img src={src} alt={alt} decoding="async" draggable={false} /> : null}
    </span>
  );
}
