/**
 * A banner carousel on the browser's own scrolling: slides snap into place under a finger or a trackpad with no
 * animation library, it advances by itself every `interval` ms, and the dots show and choose the slide.
 * Autoplay pauses while the visitor touches, hovers or focuses it, while the page is hidden, and never starts for
 * someone who asked for reduced motion; after the last slide it returns to the first.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/index.ts';

interface Props {
  label: string;
  slides: ReactNode[];
  interval?: number;
  className?: string;
}

export function Carousel({ label, slides, interval = 4000, className }: Props) {
  const track = useRef<HTMLDivElement>(null);
  const { t } = useTranslation();
  const [active, setActive] = useState(0);
  const paused = useRef(false);
  const count = slides.length;

  const goTo = useCallback((index: number) => {
    const el = track.current;
    if (!el) return;
    el.scrollTo({ left: index * el.clientWidth, behavior: 'smooth' });
  }, []);

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setActive(el.clientWidth ? Math.round(el.scrollLeft / el.clientWidth) : 0));
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('scroll', onScroll);
    };
  }, []);

  useEffect(() => {
    if (count < 2 || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => {
      const el = track.current;
      if (!el || paused.current || document.hidden || !el.clientWidth) return;
      goTo((Math.round(el.scrollLeft / el.clientWidth) + 1) % count);
    }, interval);
    return () => window.clearInterval(timer);
  }, [count, interval, goTo]);

  const pause = () => {
    paused.current = true;
  };
  const resume = () => {
    paused.current = false;
  };

  return (
    <section
      className={['carousel', className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={pause}
      onPointerLeave={resume}
      onTouchStart={pause}
      onTouchEnd={resume}
      onFocus={pause}
      onBlur={resume}
    >
      <div className="carousel__track" ref={track}>
        {slides.map((slide, index) => (
          <div key={index} className="carousel__slide" role="group" aria-roledescription="slide" aria-label={`${index + 1} / ${count}`}>
            {slide}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="carousel__dots">
          {slides.map((_, index) => (
            <button
              key={index}
              type="button"
              className="carousel__dot"
              aria-label={t('slide', { number: index + 1 })}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => goTo(index)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
