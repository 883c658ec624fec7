/**
 * A short message at the centre of the screen. The toast code, its animation library and antd-mobile's React 19
 * renderer load with the first message, not with every page. When that code cannot load (the network is gone,
 * which is exactly when messages matter), a plain element already styled by the page says it instead. Either way
 * a screen reader hears it from one live region of the page (antd-mobile's toast is not one).
 */
type Toast = typeof import('antd-mobile/es/components/toast').default;

const FALLBACK_MS = 2000;
let toast: Promise<Toast> | undefined;

function loadToast(): Promise<Toast> {
  toast ??= Promise.all([import('antd-mobile/es/components/toast'), import('./antd-render.ts')])
    .then(([module]) => module.default)
    .catch((error: unknown) => {
      // The next message tries again (the network may be back).
      toast = undefined;
      throw error;
    });
  return toast;
}

let fallbackTimer: ReturnType<typeof setTimeout> | undefined;

let announcerTimer: ReturnType<typeof setTimeout> | undefined;

/** The page's element `id`, made at the end of the body with `attributes` the first time it is asked for. */
function bodyElement(id: string, attributes: Record<string, string>): HTMLElement {
  let node = document.getElementById(id);
  if (!node) {
    node = document.createElement('div');
    node.id = id;
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
    document.body.append(node);
  }
  return node;
}

/**
 * Says `content` to a screen reader: a visually hidden status region kept in the page, emptied first and filled a
 * frame later so the same message twice is heard twice, emptied again once the message has gone from the screen.
 * Messages say theirs through it; so does a page change that has no heading to focus (focus-manager.tsx).
 */
export function announce(content: string) {
  const node = bodyElement('md-announcer', { class: 'visually-hidden', role: 'status', 'aria-atomic': 'true' });
  node.textContent = '';
  requestAnimationFrame(() => (node.textContent = content));
  clearTimeout(announcerTimer);
  announcerTimer = setTimeout(() => (node.textContent = ''), 2 * FALLBACK_MS);
}

/** The message without antd: one element, replaced by the next message, gone after a moment. */
function showPlainToast(content: string) {
  const node = bodyElement('md-toast', { class: 'md-toast', 'aria-hidden': 'true' });
  node.textContent = content;
  clearTimeout(fallbackTimer);
  fallbackTimer = setTimeout(() => node.remove(), FALLBACK_MS);
}

/**
 * Settles once the toast code asked for by the last message has loaded (or failed to, and the plain message stands
 * in): a message shown before this is on screen after it. Settles at once when no message was asked for.
 */
export function toastsReady(): Promise<void> {
  return (toast ?? Promise.resolve()).then(
    () => undefined,
    () => undefined,
  );
}

export function showToast(content: string) {
  announce(content);
  loadToast().then(
    (Toast) => Toast.show({ content }),
    () => showPlainToast(content),
  );
}
