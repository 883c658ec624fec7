/**
 * The one inline script of the page, run in <head> before first paint: applies the theme (no flash) and the
 * root font size, and keeps both current (the theme also when another open tab changes it); starts the page's most important pictures (see earlyImages); and keeps
 * the taps on marked buttons that land before the page is hydrated (early-tap.ts).
 * Built from the same constants as the rest of the client.
 */
import { IMAGE_CODEC_LENGTH } from '@md/contract/client';
import { DESIGN_WIDTH, PHONE_WIDTH_CAP, ROOT_FONT_BASE, ROOT_FONT_MAX, ROOT_FONT_RECHECK_MS, STORAGE_KEYS, WIDE_LAYOUT_MIN_WIDTH } from '../constants.ts';
import { earlyTapScript } from './early-tap.ts';

export const THEME_ATTRIBUTE = 'data-prefers-color-scheme';

export function bootScript(imageKey = ''): string {
  return `${imageKey ? earlyImages(imageKey) : ''}${earlyTapScript()}(function(){var d=document.documentElement;
function font(){var w=window.innerWidth||d.clientWidth;if(w>=${WIDE_LAYOUT_MIN_WIDTH})w=${DESIGN_WIDTH};else if(w>${PHONE_WIDTH_CAP})w=${PHONE_WIDTH_CAP};
var s=Math.min(w/${DESIGN_WIDTH}*${ROOT_FONT_BASE},${ROOT_FONT_MAX})+'px';if(d.style.fontSize!==s)d.style.fontSize=s;}
function theme(){var t='auto';try{t=localStorage.getItem('${STORAGE_KEYS.theme}')||'auto';}catch(e){}
var dark=t==='dark'||(t!=='light'&&window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches);
set('${THEME_ATTRIBUTE}',dark?'dark':'light');set('data-theme-choice',t);}
function set(n,v){if(d.getAttribute(n)!==v)d.setAttribute(n,v);}
font();theme();window.addEventListener('resize',font);window.addEventListener('pageshow',font);setTimeout(font,${ROOT_FONT_RECHECK_MS});
if(window.matchMedia)matchMedia('(prefers-color-scheme: dark)').addEventListener('change',theme);
window.addEventListener('storage',function(e){if(e.key==='${STORAGE_KEYS.theme}'||e.key===null)theme();});
window.__mdApplyTheme=theme;})();`;
}

/** Where the early decoder leaves its work for the image loader: image URL → promise of an object URL. */
export const EARLY_IMAGES = '__mdEarly';
export const EARLY_ATTRIBUTE = 'data-early-src';

/**
 * The largest picture of a page (a banner, a poster) is behind the image codec, so without help it would wait
 * for the whole application to download, start and hydrate. This part of the inline script watches the page
 * as it is parsed; for each element marked EARLY_ATTRIBUTE it fetches the picture (the request the server
 * render already preloaded), undoes the codec and shows it as the element's background through a small style
 * rule, touching no element React owns. The image loader picks the same object URL up later, so nothing is
 * fetched twice. Same decoding as the contract's xorImageHead; a test holds the two together.
 */
function earlyImages(imageKey: string) {
  return `(function(){var K=new TextEncoder().encode(${JSON.stringify(imageKey)}),E=window.${EARLY_IMAGES}={};
function mime(a){return a[0]===0xff&&a[1]===0xd8?'image/jpeg':a[0]===0x89&&a[1]===0x50?'image/png':a[0]===0x47&&a[1]===0x49?'image/gif':'image/webp';}
function start(el){var u=el.getAttribute('${EARLY_ATTRIBUTE}');if(!u||E[u])return;
E[u]=fetch(u,{priority:'high',credentials:'same-origin'}).then(function(r){if(!r.ok)throw new Error('image '+r.status);return r.arrayBuffer();}).then(function(b){
var a=new Uint8Array(b),n=Math.min(${IMAGE_CODEC_LENGTH},a.length);for(var i=0;i<n;i++)a[i]^=K[i%K.length];
var o=URL.createObjectURL(new Blob([a],{type:mime(a)})),s=document.createElement('style');
s.textContent='[${EARLY_ATTRIBUTE}="'+CSS.escape(u)+'"]{background:url('+o+') center/cover no-repeat}';document.head.appendChild(s);return o;});
E[u].catch(function(){});}
function scan(){var l=document.querySelectorAll('[${EARLY_ATTRIBUTE}]');for(var i=0;i<l.length;i++)start(l[i]);}
var m=new MutationObserver(scan);m.observe(document.documentElement,{childList:true,subtree:true});
document.addEventListener('DOMContentLoaded',function(){scan();m.disconnect();});})();`;
}
