/**
 * What makes a bottom sheet (antd-mobile Popup), the login popup or a confirmation dialog a modal dialog by keyboard
 * too: the page behind is inert, focus moves into it (to `first`, else its first field), Tab and Shift+Tab stay
 * inside, Escape closes it, and (`returnFocus`) focus goes back to what opened it.
 */
import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Holds the keyboard in the element `root()` answers (it may mount a frame or two later); answers the release.
 * `inertPage: false` for an element inside the page (the player in web fullscreen covers the page instead).
 */
export function holdFocus(root: () => HTMLElement | null, close: () => void, first = 'input:checked, input', { inertPage = true, returnFocus = false } = {}): () => void {
  // Still where it was when the dialog was asked for: focus moves in a frame later.
  const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  const page = inertPage ? document.querySelector<HTMLElement>('.app') : null;
  page?.setAttribute('inert', '');
  // The sheet mounts in a frame or two (it animates in): focus waits for it.
  let frame = requestAnimationFrame(function focusFirst() {
    const element = root();
    if (!element) {
      frame = requestAnimationFrame(focusFirst);
      return;
    }
    if (!element.contains(document.activeElement)) (element.querySelector<HTMLElement>(first) ?? element.querySelector<HTMLElement>(FOCUSABLE))?.focus();
  });
  const onKeyDown = (event: KeyboardEvent) => {
    const element = root();
    if (!element) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = [...element.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0 && !(el instanceof HTMLInputElement && el.type === 'radio' && !el.checked));
    if (items.length === 0) return;
    const head = items[0]!;
    const tail = items[items.length - 1]!;
    const inside = element.contains(document.activeElement);
    if (event.shiftKey && (!inside || document.activeElement === head || document.activeElement === element)) {
      event.preventDefault();
      tail.focus();
    } else if (!event.shiftKey && (!inside || document.activeElement === tail)) {
      event.preventDefault();
      head.focus();
    }
  };
  document.addEventListener('keydown', onKeyDown);
  return () => {
    cancelAnimationFrame(frame);
    document.removeEventListener('keydown', onKeyDown);
    page?.removeAttribute('inert');
    // Only once the page is no longer inert can it take focus again (a deleted item's button is gone: no return).
    if (returnFocus && opener?.isConnected) opener.focus({ preventScroll: true });
  };
}

export function useSheetFocus(visible: boolean, dialog: RefObject<HTMLElement | null>, close: () => void, first = 'input:checked, input') {
  useEffect(() => {
    if (!visible) return;
    return holdFocus(() => dialog.current, close, first);
  }, [visible, dialog, close, first]);
}
