/**
 * The poster (the page's largest paint) with a play button; pressing it asks where to play (one counted view),
 * loads xgplayer and its HLS plugin (only on this page, only now), and resumes where the viewer left off.
 */
import './video-player.css';
import { api, type MediaCard } from '@md/contract/client';
import Button from 'antd-mobile/es/components/button';
import { PlayIcon } from '../../shared/ui/icons.tsx';
import { useEffect, useRef, useState } from 'react';
import { useBrowserApi } from '../../shared/api/api-context.tsx';
import { useLanguage, useTranslation } from '../../shared/i18n/index.ts';
import type { PlayInfo } from './player-config.ts';
import { CodecImage } from '../../shared/image/codec-image.tsx';
import { loginStore, requireSignIn } from '../../shared/stores/login-store.ts';
import { PLAYER, playerConfig, resumeTime } from './player-config.ts';
import { playerErrorCode, type PlayerErrorLike } from './player-errors.ts';
import { readWatch, saveWatch } from './watch-history.ts';

const SAVE_EVERY_SECONDS = 3;

type XgPlayer = {
  on(event: string, handler: (payload?: unknown) => void): void;
  destroy(): void;
  pause(): void;
  play(): Promise<void> | void;
  currentTime: number;
  duration: number;
  paused: boolean;
};

async function loadPlayer() {
  const [{ default: Player, I18N }, { default: HlsPlugin }, { default: ZH }] = await Promise.all([
    import('xgplayer'),
    import('xgplayer-hls'),
    import('xgplayer/es/lang/zh-cn'),
    import('xgplayer/dist/index.min.css'),
  ]);
  // xgplayer's language registry, not React's use().
  // eslint-disable-next-line react-hooks/rules-of-hooks
  I18N.use(ZH);
  return { Player, HlsPlugin };
}

export function VideoPlayer({ media }: { media: Pick<MediaCard, 'id' | 'title' | 'cover'> }) {
  // The server renders the poster only; the client exists once the page runs in the browser.
  const client = useBrowserApi();
  const { t } = useTranslation(['player', 'tips']);
  const { locale } = useLanguage();
  const container = useRef<HTMLDivElement>(null);
  const player = useRef<XgPlayer | null>(null);
  const [state, setState] = useState<'poster' | 'loading' | 'playing' | 'error'>('poster');
  const [errorCode, setErrorCode] = useState<number | null>(null);
  const [sdOnly, setSdOnly] = useState(false);
  const played = useRef<PlayInfo | null>(null);
  const cleanups = useRef<(() => void)[]>([]);
  /** Paused (or held back) because the sign-in popup opened over it: plays on when the popup closes. */
  const heldForLogin = useRef(false);

  // No sound behind a dialog: the video waits while the sign-in popup is open.
  useEffect(
    () =>
      loginStore.subscribe((now, before) => {
        const instance = player.current;
        if (!instance || now.visible === before.visible) return;
        if (now.visible && !instance.paused) {
          heldForLogin.current = true;
          instance.pause();
        } else if (!now.visible && heldForLogin.current) {
          heldForLogin.current = false;
          void Promise.resolve(instance.play()).catch(() => undefined);
        }
      }),
    [],
  );

  // On unmount only: the player saves where it was and lets go of the video element.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => () => destroy(), []);

  function destroy() {
    for (const cleanup of cleanups.current.splice(0)) cleanup();
    const current = player.current;
    if (current) {
      void saveWatch(media.id, { time: current.currentTime, duration: current.duration, title: media.title, cover: media.cover });
      current.destroy();
      player.current = null;
    }
  }

  async function start() {
    if (!client) return;
    setState('loading');
    try {
      // One view per page: replays reuse the first answer.
      played.current ??= await client.call(api.mediaPlay, { id: media.id });
      const source = played.current;
      if (source.hdRefused) {
        setSdOnly(true);
        requireSignIn();
      }
      const [{ Player, HlsPlugin }, saved] = await Promise.all([loadPlayer(), readWatch(media.id)]);
      if (!container.current) return;
      // Asked to sign in first: the player is ready, but waits for the popup to close.
      const waitForLogin = loginStore.getState().visible;
      heldForLogin.current = waitForLogin;
      const instance = new Player({
        ...playerConfig(container.current, { url: source.url, thumbnails: source.thumbnails, startTime: resumeTime(saved) }),
        autoplay: !waitForLogin,
        // The player's own controls speak the page's language (xgplayer ships English as its default).
        lang: locale === 'en-US' ? 'en' : PLAYER.lang,
        plugins: HlsPlugin.isSupported() ? [HlsPlugin] : [],
      }) as unknown as XgPlayer;
      player.current = instance;
      let lastSaved = 0;
      const remember = () => saveWatch(media.id, { time: instance.currentTime, duration: instance.duration, title: media.title, cover: media.cover });
      instance.on('timeupdate', () => {
        if (Math.abs(instance.currentTime - lastSaved) >= SAVE_EVERY_SECONDS) {
          lastSaved = instance.currentTime;
          void remember();
        }
      });
      instance.on('pause', () => void remember());
      instance.on('play', () => {
        if (!loginStore.getState().visible) return;
        heldForLogin.current = true;
        instance.pause();
      });
      // Closing or leaving the page does not unmount React: save then too.
      window.addEventListener('pagehide', remember);
      cleanups.current.push(() => window.removeEventListener('pagehide', remember));
      instance.on('ended', () => void remember());
      instance.on('error', (error) => {
        setErrorCode(playerErrorCode(error as PlayerErrorLike));
        setState('error');
      });
      setState('playing');
    } catch {
      setState((s) => (s === 'loading' ? 'poster' : s));
    }
  }

  function replay() {
    destroy();
    setErrorCode(null);
    void start();
  }

  return (
    <div className="video-player" data-state={state}>
      <div ref={container} className="video-player__stage" />
      {state === 'poster' || state === 'loading' ? (
        <button type="button" className="video-player__poster" onClick={start} aria-label={t('play', { title: media.title })} disabled={state === 'loading'}>
          <CodecImage path={media.cover} alt="" ratio="16 / 9" priority />
          <span className="video-player__play" aria-hidden>
            <PlayIcon />
          </span>
        </button>
      ) : null}
      {state === 'error' ? (
        <div className="video-player__error" role="alert">
          <p>{t('tips:playerNetworkError')}</p>
          <p className="video-player__code">{t('errorCode', { code: errorCode ?? '' })}</p>
          <div className="video-player__actions">
            <Button size="small" onClick={() => window.location.reload()}>
              {t('refresh')}
            </Button>
            <Button size="small" color="primary" onClick={replay}>
              {t('replay')}
            </Button>
          </div>
        </div>
      ) : null}
      {sdOnly ? (
        <p className="video-player__notice">
          {t('guestBefore')}
          <button type="button" onClick={() => requireSignIn()}>
            {t('guestSignIn')}
          </button>
          {t('guestAfter')}
        </p>
      ) : null}
    </div>
  );
}
