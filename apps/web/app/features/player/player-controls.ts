/**
 * xgplayer draws its controls as plain elements a keyboard cannot reach. This makes each one a named, focusable
 * button (or slider, for the progress bar) whose Enter and Space press it, and keeps the controls shown while
 * focus is inside them. Idempotent: called again whenever the player may have redrawn.
 */
type Label = 'controlPlay' | 'controlMute' | 'controlSpeed' | 'controlWebFullscreen' | 'controlFullscreen' | 'controlPip';

/** The control, the element inside it that listens for clicks, and its name's catalogue key. */
const BUTTONS: readonly { selector: string; target?: string; label: Label }[] = [
  { selector: 'xg-icon.xgplayer-play', label: 'controlPlay' },
  { selector: 'xg-icon.xgplayer-volume', target: '.xgplayer-icon', label: 'controlMute' },
  { selector: 'xg-icon.xgplayer-playbackrate', label: 'controlSpeed' },
  { selector: 'xg-icon.xgplayer-cssfullscreen', label: 'controlWebFullscreen' },
  { selector: 'xg-icon.xgplayer-fullscreen', label: 'controlFullscreen' },
  { selector: 'xg-icon.xgplayer-pip', label: 'controlPip' },
];

const press = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

function makeButton(element: HTMLElement, name: string, target: Element) {
  element.setAttribute('aria-label', name);
  if (element.dataset.keyboard) return;
  element.dataset.keyboard = 'on';
  element.tabIndex = 0;
  element.setAttribute('role', 'button');
  element.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    event.stopPropagation();
    press(target);
  });
}

export function labelControls(root: HTMLElement, t: (key: Label | 'controlProgress') => string) {
  for (const { selector, target, label } of BUTTONS) {
    const element = root.querySelector<HTMLElement>(selector);
    if (!element) continue;
    // A control that shows a word (the speed's 倍速 or 1.5x) says it in its name too, so what is seen is what
    // voice control and screen readers hear.
    const shown = element.querySelector(':scope > .xgplayer-icon .icon-text, :scope > .icon-text')?.textContent?.trim();
    makeButton(element, shown ? `${t(label)} ${shown}` : t(label), (target && element.querySelector(target)) || element);
  }
  // The speed menu's entries, once it is open.
  for (const item of root.querySelectorAll<HTMLElement>('xg-icon.xgplayer-playbackrate li')) makeButton(item, item.textContent?.trim() ?? '', item);
  const progress = root.querySelector<HTMLElement>('xg-outer.xgplayer-progress-outer, .xgplayer-progress-outer');
  if (progress && !progress.dataset.keyboard) {
    progress.dataset.keyboard = 'on';
    progress.tabIndex = 0;
    progress.setAttribute('role', 'slider');
    progress.setAttribute('aria-valuemin', '0');
  }
  if (progress) progress.setAttribute('aria-label', t('controlProgress'));
}

/**
 * xgplayer lays its right-hand controls out from the right edge inwards (`row-reverse`, in the order of their
 * `data-index`), so Tab walked them right to left. They are put in the order they are seen, left to right (the
 * stylesheet lays the row out forwards, video-player.css), so Tab goes the way the eye does. The first time the
 * row is the player's own (its DOM order ascending), reversing it is exact; a control the player adds later is
 * put in its place by its index.
 */
export function orderRightControls(root: HTMLElement) {
  for (const grid of root.querySelectorAll<HTMLElement>('.xg-right-grid')) {
    const children = [...grid.children];
    const index = (element: Element) => Number(element.getAttribute('data-index')) || 0;
    let wanted: Element[];
    if (!grid.dataset.forwards) {
      grid.dataset.forwards = 'on';
      wanted = children.reverse();
    } else wanted = children.sort((a, b) => index(b) - index(a));
    if (wanted.every((element, i) => element === grid.children[i])) continue;
    const focused = document.activeElement;
    for (const element of wanted) grid.appendChild(element);
    if (focused instanceof HTMLElement && grid.contains(focused)) focused.focus();
  }
}

/** The progress slider's value, as time played (the player's ←/→ shortcuts move it). */
export function updateProgress(root: HTMLElement, current: number, duration: number, text: string) {
  const progress = root.querySelector<HTMLElement>('.xgplayer-progress-outer[role="slider"]');
  if (!progress) return;
  progress.setAttribute('aria-valuemax', String(Math.round(duration || 0)));
  progress.setAttribute('aria-valuenow', String(Math.round(current || 0)));
  progress.setAttribute('aria-valuetext', text);
}
