/**
 * Getting ready to play before the viewer presses play (decision 0027, amending 0009): once the page is idle, where
 * to play and the few hundred bytes of playlists; when the viewer shows intent (pointer over, finger down or focus
 * on the poster), the player's code and the first segment. Everything lands in the browser's HTTP cache (the signed URLs are
 * cacheable until they expire), so the player fetches the very same URLs without waiting on the network.
 */

/**
 * The player's code and styles (URLs written here by the client build, see apps/web/vite.config.ts; in development
 * the placeholder stays and nothing is prefetched).
 */
const PLAYER_FILES: string = '__MD_PLAYER_FILES__';

/**
 * Puts the player's files in the HTTP cache without running them: `<link rel="prefetch">`, at the browser's lowest
 * priority. Running them is a long task that would count as blocking time; the press imports them from the cache.
 */
export function prefetchPlayerFiles() {
  if (!PLAYER_FILES.startsWith('[')) return;
  for (const href of JSON.parse(PLAYER_FILES) as string[]) {
    if (document.head.querySelector(`link[href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    document.head.append(link);
  }
}

/** Runs `task` once the page has loaded and the main thread is idle (or after `timeoutMs` at the latest). */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (cancelled) return;
    if ('requestIdleCallback' in window) idleHandle = window.requestIdleCallback(() => !cancelled && task(), { timeout: timeoutMs });
    else timer = setTimeout(() => !cancelled && task(), 200);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    if (timer) clearTimeout(timer);
  };
}

/** The first URI line of a playlist, resolved against the playlist's own URL. */
export function firstUri(playlist: string, base: string): string | null {
  const line = playlist.split('\n').find((l) => l.trim() && !l.startsWith('#'));
  return line ? new URL(line.trim(), base).href : null;
}

async function text(url: string): Promise<string | null> {
  try {
    const res = await fetch(url, { credentials: 'same-origin' });
    return res.ok ? await res.text() : null;
  } catch {
    return null;
  }
}

/**
 * Fetches the master playlist and the media playlist the player starts with (the first listed, the lowest level),
 * and answers the URL of that level's first segment (null when something was missing).
 */
export async function warmPlaylists(masterUrl: string): Promise<string | null> {
  const master = new URL(masterUrl, window.location.href).href;
  const masterText = await text(master);
  const level = masterText ? firstUri(masterText, master) : null;
  const levelText = level ? await text(level) : null;
  return level && levelText ? firstUri(levelText, level) : null;
}

/** Fetches one segment into the cache; a failure only means the player fetches it itself. */
export function warmSegment(url: string) {
  void fetch(url, { credentials: 'same-origin' })
    .then((res) => res.arrayBuffer())
    .catch(() => null);
}
