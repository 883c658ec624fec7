/**
 * The poster (the page's largest paint) with a play button, and the player behind it. The page gets ready while
 * the viewer reads (decision 0027): once idle, the player's files (fetched, not run), where to play (without
 * counting a view) and the playlists; on intent (pointer over, finger down or focus on the poster), the player's
 * code runs and the first segment is fetched. Pressing play counts the view and starts at once from what is warm,
 * resuming where the viewer left off. A quality menu offers the levels the signed playlist allows, a badge says the
 * best of them, and signing in reloads the stream with the levels an account unlocks. Every control is reachable
 * with Tab and named; the keyboard shortcuts are listed in a help dialog opened with `?`. Danmaku fly over the
 * picture (xgplayer's danmu plugin), sent and set up from the bar under it.
 */
import './video-player.css';
import { api, type MediaCard, type MediaLevel } from '@md/contract/client';
import Button from 'antd-mobile/es/components/button';
import { PlayIcon } from '../../shared/ui/icons.tsx';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useBrowserApi } from '../../shared/api/api-context.tsx';
import { holdFocus } from '../../shared/ui/use-sheet-focus.ts';
import { useLanguage, useTranslation } from '../../shared/i18n/index.ts';
import type { PlayInfo } from './player-config.ts';
import { CodecImage } from '../../shared/image/codec-image.tsx';
import { EARLY_TAP_ATTRIBUTE, takeEarlyTap } from '../../shared/layout/early-tap.ts';
import { loginStore, requireSignIn } from '../../shared/stores/login-store.ts';
import { useIsRegistered } from '../../shared/stores/user-store.ts';
import { formatDuration } from '@md/contract/client';
import { DanmakuBar } from './danmaku-bar.tsx';
import { danmuConfig } from './danmaku-layer.ts';
import { danmakuSettingsStore, toggleDanmaku } from './danmaku-settings.ts';
import { PLAYER, playerConfig, resumeTime } from './player-config.ts';
import { labelControls, orderRightControls, updateProgress } from './player-controls.ts';
import { playerErrorCode, type PlayerErrorLike } from './player-errors.ts';
import { autoLevel, LEVEL_LABEL_KEYS, levelOfUrl, measuredThroughput, type LevelStream, type QualityChoice } from './quality.ts';
import { QualityMenu } from './quality-menu.tsx';
import { ShortcutHelp } from './shortcut-help.tsx';
import { SEEK_SECONDS, shortcutFor, VOLUME_STEP } from './shortcuts.ts';
import { prefetchPlayerFiles, warmPlaylists, warmSegment, whenIdle } from './warm-up.ts';
import { useDanmaku } from './use-danmaku.ts';
import { readWatch, saveWatch } from './watch-history.ts';

/** Frames the focus hand-over is tried again when the play control does not take the focus at once (a second at 60 fps). */
const FOCUS_FRAME_TRIES = 60;
const SAVE_EVERY_SECONDS = 3;
/** Auto quality looks at the measured throughput this often while playing. */
const AUTO_CHECK_SECONDS = 4;

interface HlsCore {
  streams: { id: number; bitrate: number; url: string }[];
  currentStream?: { id: number; url: string };
  switchStream(id: number): Promise<unknown>;
}

type XgPlayer = {
  on(event: string, handler: (payload?: unknown) => void): void;
  destroy(): void;
  play(): unknown;
  pause(): void;
  getFullscreen(): unknown;
  exitFullscreen(): unknown;
  exitCssFullscreen(): unknown;
  focus(options?: { autoHide?: boolean }): void;
  currentTime: number;
  duration: number;
  paused: boolean;
  volume: number;
  muted: boolean;
  fullscreen: boolean;
  root?: HTMLElement;
  plugins: Record<string, { core?: HlsCore } | undefined>;
};

/** The player's code, fetched once per page (on intent, or on the press at the latest). */
let playerModule: ReturnType<typeof importPlayer> | null = null;

async function importPlayer() {
  const [{ default: Player, I18N }, { default: HlsPlugin }, { default: ZH }, { default: DanmuPlugin }] = await Promise.all([
    import('xgplayer'),
    import('xgplayer-hls'),
    import('xgplayer/es/lang/zh-cn'),
    import('xgplayer/es/plugins/danmu'),
    import('xgplayer/dist/index.min.css'),
    import('xgplayer/es/plugins/danmu/index.css'),
  ]);
  // xgplayer's language registry, not React's use().
  // eslint-disable-next-line react-hooks/rules-of-hooks
  I18N.use(ZH);
  return { Player, HlsPlugin, DanmuPlugin };
}

function loadPlayer() {
  playerModule ??= importPlayer().catch((error: unknown) => {
    playerModule = null;
    throw error;
  });
  return playerModule;
}

/** The poster's play button, as the inline script records a press on it before hydration. */
const EARLY_TAP_PLAY = 'play';

/** Is a modal (the login popup, the shortcut help) in front of the page? Then keys are its. */
const modalOpen = () => Boolean(document.querySelector('dialog[open], [aria-modal="true"]'));

/**
 * `autoStart`: plays as soon as it can, as if its play button had been pressed (the last video's countdown chose
 * it); `onEnded`: told when the video has played to its end; `overlay`: what the page shows over the picture (the
 * next video's offer), under the danmaku bar's row.
 */
export function VideoPlayer({
  media,
  autoStart = false,
  onEnded,
  overlay,
}: {
  media: Pick<MediaCard, 'id' | 'title' | 'cover'>;
  autoStart?: boolean;
  onEnded?: () => void;
  overlay?: ReactNode;
}) {
  // The server renders the poster only; the client exists once the page runs in the browser.
  const client = useBrowserApi();
  const { t } = useTranslation(['player', 'tips']);
  const { locale } = useLanguage();
  const registered = useIsRegistered();
  const wrapper = useRef<HTMLDivElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const player = useRef<XgPlayer | null>(null);
  const [state, setState] = useState<'poster' | 'loading' | 'playing' | 'error'>('poster');
  const [errorCode, setErrorCode] = useState<number | null>(null);
  const [sdOnly, setSdOnly] = useState(false);
  /** Where to play, as last answered (a preload, or the counted play). */
  const [info, setInfo] = useState<PlayInfo | null>(null);
  const infoRef = useRef<PlayInfo | null>(null);
  /** One view per page: the first press counts it, replays and reloads do not. */
  const counted = useRef(false);
  const [choice, setChoice] = useState<QualityChoice>('auto');
  const choiceRef = useRef<QualityChoice>('auto');
  const [playingLevel, setPlayingLevel] = useState<MediaLevel | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const firstSegment = useRef<string | null>(null);
  const intentShown = useRef(false);
  const cleanups = useRef<(() => void)[]>([]);
  /** Paused (or held back) because the sign-in popup opened over it: plays on when the popup closes. */
  const heldForLogin = useRef(false);
  const danmaku = useDanmaku(media.id, client);
  /** Play was pressed before the page could act on it (before hydration, or before its client existed), or the page
   *  was opened to play at once. */
  const pendingStart = useRef(autoStart);
  /** The page's latest `onEnded` (the player's listeners are added once). */
  const endedListener = useRef(onEnded);
  useEffect(() => {
    endedListener.current = onEnded;
  }, [onEnded]);
  /** The poster had the keyboard's focus when it was pressed: the player's play control takes it over. */
  const focusToPlayer = useRef(false);
  /** Waits for the page behind the sign-in popup to take focus again (see focusPlayControl). */
  const inertWatch = useRef<MutationObserver | null>(null);
  /** The hand-over's next try on a frame, and how many were made (see focusPlayControl). */
  const focusFrames = useRef({ id: 0, tries: 0 });

  // A press that came early plays now, as if it had just come.
  useEffect(() => {
    if (!client) return;
    if (pendingStart.current || takeEarlyTap(EARLY_TAP_PLAY)) {
      pendingStart.current = false;
      void start();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client]);

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
        if (!now.visible) focusPlayControl();
      }),
    // Subscribed once: what it calls reads refs only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  // On unmount only: the player saves where it was and lets go of the video element.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => () => destroy(), []);

  // Idle, and again after signing in or out: where to play (no view counted) and its playlists. A player that is
  // already playing reloads where it was when the allowed levels changed.
  useEffect(() => {
    if (!client) return;
    let live = true;
    const cancel = whenIdle(() => {
      prefetchPlayerFiles();
      void client
        .call(api.mediaPlay, { id: media.id, preload: true }, { silent: true })
        .then(async (next) => {
          if (!live) return;
          const before = infoRef.current;
          infoRef.current = next;
          setInfo(next);
          if (before && before.levels.length !== next.levels.length) {
            if (!next.hdRefused) setSdOnly(false);
            if (player.current) reload(next);
          }
          firstSegment.current = await warmPlaylists(next.url);
          if (intentShown.current && firstSegment.current) warmSegment(firstSegment.current);
        })
        .catch(() => null);
    });
    return () => {
      live = false;
      cancel();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, media.id, registered]);

  // The keyboard shortcuts, page-wide as on the field's sites, never while typing or behind a modal.
  useEffect(() => {
    if (!client) return;
    const onKey = (event: KeyboardEvent) => {
      const action = shortcutFor(event);
      if (!action || modalOpen()) return;
      const current = player.current;
      if (action === 'help') setHelpOpen(true);
      else if (action === 'danmaku') toggleDanmaku();
      else if (action === 'toggle') {
        if (current) void (current.paused ? current.play() : current.pause());
        else if (state === 'poster') void start();
      } else if (!current) return;
      else if (action === 'back' || action === 'forward') {
        const to = current.currentTime + (action === 'back' ? -SEEK_SECONDS : SEEK_SECONDS);
        current.currentTime = Math.max(0, Math.min(current.duration || to, to));
      } else if (action === 'volumeUp' || action === 'volumeDown') {
        current.volume = Math.round(Math.max(0, Math.min(1, current.volume + (action === 'volumeUp' ? VOLUME_STEP : -VOLUME_STEP))) * 100) / 100;
        if (action === 'volumeUp') current.muted = false;
      } else if (action === 'mute') current.muted = !current.muted;
      // The document's state, not the player's flag (set only when its change event has come): a quick second
      // press must leave fullscreen.
      else if (action === 'fullscreen') void (document.fullscreenElement ? document.exitFullscreen() : current.getFullscreen());
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, state]);

  /**
   * Hands the poster's focus to the player's play control, once, and only if the focus has not gone anywhere
   * meanwhile. Tried when the controls are labelled, when the video plays and when the sign-in popup closes; the
   * controls take no focus until the video has started, nor while the page behind the popup is still inert: tried
   * again when the page stops being inert (the popup lets go of it once its closing has rendered, which a busy
   * phone can take many frames to do).
   */
  function focusPlayControl() {
    if (!focusToPlayer.current || loginStore.getState().visible) return;
    // Still on the poster (disabled while loading, then gone), fallen back to the page, or left in the sign-in popup
    // that has just closed (outside the app's frame): nobody has moved it.
    const at = document.activeElement;
    const free = at === null || at === document.body || at.classList.contains('video-player__poster') || !at.closest('.app');
    if (!free) {
      focusToPlayer.current = false;
      return;
    }
    const control = container.current?.querySelector<HTMLElement>('.xgplayer-play[role="button"]');
    if (!control) return;
    const inert = control.closest<HTMLElement>('[inert]');
    if (inert) {
      whenNotInert(inert);
      return;
    }
    // The controls hide while the player is idle: it shows them first (a hidden control takes no focus).
    player.current?.focus();
    control.focus();
    if (document.activeElement === control) {
      focusToPlayer.current = false;
      return;
    }
    // A control that does not take the focus yet is tried again on the next frames, while the focus stays free, for
    // a while. (Seen on a busy machine while the stylesheet let the controls' visibility fade in, its first frame
    // still hidden; it no longer does, video-player.css.)
    if (focusFrames.current.tries++ < FOCUS_FRAME_TRIES) {
      cancelAnimationFrame(focusFrames.current.id);
      focusFrames.current.id = requestAnimationFrame(() => focusPlayControl());
    }
  }

  /** Tries the hand-over again once `page` is no longer inert (one watch at a time, ended with the player). */
  function whenNotInert(page: HTMLElement) {
    if (inertWatch.current) return;
    const watch = new MutationObserver(() => {
      if (page.hasAttribute('inert')) return;
      watch.disconnect();
      inertWatch.current = null;
      focusPlayControl();
    });
    watch.observe(page, { attributes: true, attributeFilter: ['inert'] });
    inertWatch.current = watch;
  }

  function destroy() {
    cancelAnimationFrame(focusFrames.current.id);
    inertWatch.current?.disconnect();
    inertWatch.current = null;
    for (const cleanup of cleanups.current.splice(0)) cleanup();
    const current = player.current;
    if (current) {
      void saveWatch(media.id, { time: current.currentTime, duration: current.duration, title: media.title, cover: media.cover });
      current.destroy();
      player.current = null;
    }
  }

  /**
   * The viewer means to play: the player's code runs (it was only fetched on idle: running it then is a long task
   * that Lighthouse counts as blocking time, measured 0.3-0.7 s of TBT becoming 1.1-3.0 s) and the first segment.
   */
  function intent() {
    if (intentShown.current) return;
    intentShown.current = true;
    void loadPlayer().catch(() => null);
    if (firstSegment.current) warmSegment(firstSegment.current);
  }

  async function start() {
    // The poster is disabled and then gone: focus left on it would fall back to the page's start. (A press before
    // the client existed comes back here from the effect above, the focus by then off the disabled poster.)
    if (document.activeElement?.classList.contains('video-player__poster')) {
      focusToPlayer.current = true;
      focusFrames.current.tries = 0;
    }
    setState('loading');
    if (!client) {
      pendingStart.current = true;
      return;
    }
    try {
      let source = infoRef.current;
      if (!counted.current) {
        counted.current = true;
        const counting = client.call(api.mediaPlay, { id: media.id });
        if (source) void counting.catch(() => null);
        else source = await counting;
      }
      if (!source) source = await client.call(api.mediaPlay, { id: media.id, preload: true });
      if (!infoRef.current) {
        infoRef.current = source;
        setInfo(source);
      }
      if (source.hdRefused) {
        setSdOnly(true);
        requireSignIn();
      }
      const saved = await readWatch(media.id);
      await create(source, resumeTime(saved));
    } catch {
      counted.current = false;
      setState((s) => (s === 'loading' ? 'poster' : s));
    }
  }

  /** Same place, new source (signing in unlocked more levels). */
  function reload(source: PlayInfo) {
    const at = player.current?.currentTime ?? 0;
    destroy();
    void create(source, Math.floor(at));
  }

  async function create(source: PlayInfo, startTime: number) {
    const { Player, HlsPlugin, DanmuPlugin } = await loadPlayer();
    if (!container.current) return;
    // Asked to sign in first: the player is ready, but waits for the popup to close.
    const waitForLogin = loginStore.getState().visible;
    heldForLogin.current = waitForLogin;
    const instance = new Player({
      ...playerConfig(container.current, { url: source.url, thumbnails: source.thumbnails, startTime }),
      autoplay: !waitForLogin,
      // The player's own controls speak the page's language (xgplayer ships English as its default).
      lang: locale === 'en-US' ? 'en' : PLAYER.lang,
      plugins: HlsPlugin.isSupported() ? [HlsPlugin, DanmuPlugin] : [DanmuPlugin],
      danmu: danmuConfig(danmakuSettingsStore.getState()),
      // Our shortcuts (shortcuts.ts) replace xgplayer's, which only work while the pointer is over the player.
      keyShortcut: false,
    }) as unknown as XgPlayer;
    player.current = instance;
    cleanups.current.push(danmaku.attach(instance));
    const root = container.current;
    const label = () => {
      labelControls(root, (key) => t(key));
      orderRightControls(root);
      focusPlayControl();
    };
    label();
    instance.on('ready', label);
    instance.on('loadeddata', () => {
      label();
      applyQuality();
    });
    // Focus inside the controls keeps them shown; they hide again as usual once it leaves.
    const keepShown = () => instance.focus({ autoHide: false });
    const letHide = () => instance.focus();
    // A pointer entering the player re-arms xgplayer's auto-hide, one leaving it hides the controls: after xgplayer's
    // own handlers (added before these), a focus in the controls that the keyboard put there (the last press was a
    // key, not a click; a script's focus after a key counts) keeps them shown all the same.
    let keyboardLast = false;
    const keyPressed = () => (keyboardLast = true);
    const pointerPressed = () => (keyboardLast = false);
    const keepShownForKeyboard = () => {
      if (keyboardLast && root.contains(document.activeElement)) keepShown();
    };
    root.addEventListener('focusin', keepShown);
    root.addEventListener('focusout', letHide);
    root.addEventListener('mouseenter', keepShownForKeyboard);
    root.addEventListener('mouseleave', keepShownForKeyboard);
    document.addEventListener('keydown', keyPressed, true);
    document.addEventListener('pointerdown', pointerPressed, true);
    // Web fullscreen (网页全屏) covers the page: the keyboard stays in the player, and Escape leaves it.
    let releaseWebFullscreen: (() => void) | null = null;
    instance.on('cssFullscreen_change', (on) => {
      releaseWebFullscreen?.();
      releaseWebFullscreen = on ? holdFocus(() => root, () => instance.exitCssFullscreen(), 'button', { inertPage: false }) : null;
    });
    cleanups.current.push(() => {
      releaseWebFullscreen?.();
      root.removeEventListener('focusin', keepShown);
      root.removeEventListener('focusout', letHide);
      root.removeEventListener('mouseenter', keepShownForKeyboard);
      root.removeEventListener('mouseleave', keepShownForKeyboard);
      document.removeEventListener('keydown', keyPressed, true);
      document.removeEventListener('pointerdown', pointerPressed, true);
    });
    let lastSaved = 0;
    let lastAutoCheck = 0;
    const remember = () => saveWatch(media.id, { time: instance.currentTime, duration: instance.duration, title: media.title, cover: media.cover });
    instance.on('timeupdate', () => {
      updateProgress(root, instance.currentTime, instance.duration, `${formatDuration(instance.currentTime)} / ${formatDuration(instance.duration || 0)}`);
      if (Math.abs(instance.currentTime - lastSaved) >= SAVE_EVERY_SECONDS) {
        lastSaved = instance.currentTime;
        void remember();
      }
      if (choiceRef.current === 'auto' && Math.abs(instance.currentTime - lastAutoCheck) >= AUTO_CHECK_SECONDS) {
        lastAutoCheck = instance.currentTime;
        applyQuality();
      }
    });
    instance.on('pause', () => void remember());
    instance.on('playing', () => focusPlayControl());
    instance.on('play', () => {
      if (!loginStore.getState().visible) return;
      heldForLogin.current = true;
      instance.pause();
    });
    // Closing or leaving the page does not unmount React: save then too.
    window.addEventListener('pagehide', remember);
    cleanups.current.push(() => window.removeEventListener('pagehide', remember));
    instance.on('ended', () => {
      void remember();
      const ended = endedListener.current;
      if (!ended) return;
      // What the page shows at the end (the next video's offer) is over the picture, outside the player's own
      // fullscreen and under its web fullscreen: the end leaves both, as the video is over.
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
      if (releaseWebFullscreen) instance.exitCssFullscreen();
      ended();
    });
    instance.on('error', (error) => {
      setErrorCode(playerErrorCode(error as PlayerErrorLike));
      setState('error');
    });
    setState('playing');
  }

  /** The streams the HLS core knows, as levels (none without MSE, where the browser plays HLS itself). */
  function levelStreams(): { core: HlsCore; streams: LevelStream[] } | null {
    const core = player.current?.plugins.hls?.core;
    const levels = infoRef.current?.levels ?? [];
    if (!core?.streams?.length) return null;
    const streams = core.streams.flatMap((s) => {
      const level = levelOfUrl(s.url, levels);
      return level ? [{ id: s.id, level, bitrate: s.bitrate }] : [];
    });
    return { core, streams };
  }

  /** Plays the chosen level, or for auto the one the measured throughput carries. */
  function applyQuality() {
    const found = levelStreams();
    if (!found) return;
    const { core, streams } = found;
    const playing = streams.find((s) => s.id === core.currentStream?.id);
    const wanted = choiceRef.current;
    let target: LevelStream | undefined;
    if (wanted === 'auto') {
      const throughput = measuredThroughput(performance.getEntriesByType('resource') as PerformanceResourceTiming[]);
      target = throughput === null ? playing : autoLevel(streams, throughput);
    } else target = streams.find((s) => s.level === wanted);
    if (target && target.id !== playing?.id) {
      void core
        .switchStream(target.id)
        .then(() => setPlayingLevel(target.level))
        .catch(() => null);
    } else if (playing) setPlayingLevel(playing.level);
  }

  function chooseQuality(next: QualityChoice) {
    choiceRef.current = next;
    setChoice(next);
    applyQuality();
  }

  function replay() {
    destroy();
    setErrorCode(null);
    void start();
  }

  const best = info?.levels.at(-1);
  return (
    <>
      <div className="video-player" data-state={state} ref={wrapper}>
        <div ref={container} className="video-player__stage" />
        {state === 'poster' || state === 'loading' ? (
          <button
            type="button"
            className="video-player__poster"
            onClick={start}
            {...{ [EARLY_TAP_ATTRIBUTE]: EARLY_TAP_PLAY }}
            onPointerEnter={intent}
            onPointerDown={intent}
            onTouchStart={intent}
            onFocus={intent}
            aria-label={t('play', { title: media.title })}
            disabled={state === 'loading'}
          >
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
        <div className="video-player__top">
          {best ? (
            <span className="video-player__badge" data-level={best} data-hd={best !== '360p'}>
              {t('badge', { level: t(LEVEL_LABEL_KEYS[best]) })}
            </span>
          ) : null}
          <span className="video-player__spacer" />
          {info ? (
            <QualityMenu levels={info.levels} locked={info.locked} choice={choice} playing={playingLevel} onChoose={chooseQuality} onUnlock={() => requireSignIn()} />
          ) : null}
          <button type="button" className="video-player__help" aria-label={t('shortcuts')} aria-haspopup="dialog" onClick={() => setHelpOpen(true)}>
            ?
          </button>
        </div>
        {sdOnly ? (
          <p className="video-player__notice">
            {t('guestBefore')}
            <button type="button" onClick={() => requireSignIn()}>
              {t('guestSignIn')}
            </button>
            {t('guestAfter')}
          </p>
        ) : null}
        <ShortcutHelp open={helpOpen} onClose={() => setHelpOpen(false)} />
        {overlay}
      </div>
      <DanmakuBar onSend={danmaku.send} />
    </>
  );
}
