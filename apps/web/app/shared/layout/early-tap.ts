/**
 * Taps that land before the page is hydrated. On a slow phone the server-rendered page is on screen seconds
 * before its scripts run, and a tap on, say, the video's play button would do nothing at all. The inline boot
 * script (boot-script.ts) records taps on elements marked EARLY_TAP_ATTRIBUTE until the application says it has
 * hydrated; the component that owns the element takes its tap once it can act on it.
 */
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap';
/** The taps recorded so far, by the marked element's value. */
export const EARLY_TAPS = '__mdTaps';
/** Set once hydrated: taps from then on reach React's own handlers. */
export const HYDRATED_FLAG = '__mdHydrated';

type TapWindow = Window & { [EARLY_TAPS]?: string[]; [HYDRATED_FLAG]?: boolean };

/** The inline script's part: records a tap on a marked element until the page is hydrated. */
export function earlyTapScript(): string {
  return `(function(){var T=window.${EARLY_TAPS}=[];document.addEventListener('click',function(e){if(window.${HYDRATED_FLAG})return;
var t=e.target&&e.target.closest&&e.target.closest('[${EARLY_TAP_ATTRIBUTE}]');if(t){var v=t.getAttribute('${EARLY_TAP_ATTRIBUTE}');if(T.indexOf(v)<0)T.push(v);}},true);})();`;
}

/** Taps from now on are React's to handle (called once, by the root, when the page has hydrated). */
export function markHydrated() {
  (window as TapWindow)[HYDRATED_FLAG] = true;
}

/** Whether the element marked `name` was tapped before hydration; the tap is taken (answers true once). */
export function takeEarlyTap(name: string): boolean {
  const taps = (window as TapWindow)[EARLY_TAPS];
  const at = taps?.indexOf(name) ?? -1;
  if (at < 0) return false;
  taps!.splice(at, 1);
  return true;
}
