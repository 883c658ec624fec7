/**
 * The one inline script of the page, run in <head> before first paint: applies the theme (no flash) and the
 * root font size, and keeps both current. Built from the same constants as the rest of the client.
 */
import { DESIGN_WIDTH, PHONE_WIDTH_CAP, ROOT_FONT_BASE, ROOT_FONT_MAX, ROOT_FONT_RECHECK_MS, STORAGE_KEYS, WIDE_LAYOUT_MIN_WIDTH } from '../constants.ts';

export const THEME_ATTRIBUTE = 'data-prefers-color-scheme';

export function bootScript(): string {
  return `(function(){var d=document.documentElement;
function font(){var w=d.clientWidth||window.innerWidth;if(w>=${WIDE_LAYOUT_MIN_WIDTH})w=${DESIGN_WIDTH};else if(w>${PHONE_WIDTH_CAP})w=${PHONE_WIDTH_CAP};
d.style.fontSize=Math.min(w/${DESIGN_WIDTH}*${ROOT_FONT_BASE},${ROOT_FONT_MAX})+'px';}
function theme(){var t='auto';try{t=localStorage.getItem('${STORAGE_KEYS.theme}')||'auto';}catch(e){}
var dark=t==='dark'||(t!=='light'&&window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches);
d.setAttribute('${THEME_ATTRIBUTE}',dark?'dark':'light');d.setAttribute('data-theme-choice',t);}
font();theme();window.addEventListener('resize',font);window.addEventListener('pageshow',font);setTimeout(font,${ROOT_FONT_RECHECK_MS});
if(window.matchMedia)matchMedia('(prefers-color-scheme: dark)').addEventListener('change',theme);
window.__mdApplyTheme=theme;})();`;
}
