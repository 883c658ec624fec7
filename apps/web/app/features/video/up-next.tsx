/**
 * When a video has played to its end, the next one (the first of 猜你喜欢) is offered over the player with a
 * countdown, and opens playing when it runs out, as video sites' 自动连播 does. 取消 keeps the page; 立即播放
 * goes at once. The keyboard's place: a focus that was in the player goes to 取消, the one key a person may want.
 */
import { ContentType, type MediaCard } from '@md/contract/client';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../shared/i18n/index.ts';
import { contentPath } from '../../shared/navigation/bind-target.ts';
import { announce } from '../../shared/ui/toast.ts';

/** Seconds the offer waits before the next video opens. */
export const UP_NEXT_SECONDS = 5;

/** What the next video's page is told: start playing, the person chose to watch on. */
export interface UpNextState {
  autoplay: true;
}

export function UpNext({ next, onCancel }: { next: Pick<MediaCard, 'id' | 'title'>; onCancel: () => void }) {
  const { t } = useTranslation('video');
  const navigate = useNavigate();
  const [left, setLeft] = useState(UP_NEXT_SECONDS);
  const cancel = useRef<HTMLButtonElement>(null);
  const playNow = () => navigate(contentPath(ContentType.media, next.id)!, { state: { autoplay: true } satisfies UpNextState });

  useEffect(() => {
    const box = cancel.current?.closest('.video-page__player');
    if (box?.contains(document.activeElement)) cancel.current?.focus();
    announce(t('upNextAnnounce', { count: UP_NEXT_SECONDS, title: next.title }));
    const timer = setInterval(() => setLeft((seconds) => seconds - 1), 1000);
    return () => clearInterval(timer);
    // Once per offer: the page keys the offer by the next video.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (left <= 0) playNow();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [left]);

  return (
    <div className="up-next" role="group" aria-label={t('upNext')} data-testid="up-next">
      <p className="up-next__label">{t('upNext')}</p>
      <p className="up-next__title">{next.title}</p>
      {/* Said once when the offer comes (announce), not every second. */}
      <p className="up-next__count" aria-hidden="true">
        {t('upNextIn', { count: Math.max(left, 0) })}
      </p>
      <div className="up-next__actions">
        <button ref={cancel} type="button" className="up-next__cancel" onClick={onCancel}>
          {t('upNextCancel')}
        </button>
        <button type="button" className="up-next__play" onClick={playNow}>
          {t('upNextPlay')}
        </button>
      </div>
    </div>
  );
}
