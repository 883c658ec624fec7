/**
 * What makes a bottom sheet (antd-mobile Popup) a modal dialog by keyboard too: the page behind is inert, focus
 * moves into the sheet (to `first`, else its first field), Tab and Shift+Tab stay inside, Escape closes it.
 */
import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function useSheetFocus(visible: boolean, dialog: RefObject<HTMLElement | null>, close: () => void, first = 'input:checked, input') {
  useEffect(() => {
    if (!visible) return;
    const page = document.querySelector<HTMLElement>('.app');
    page?.setAttribute('inert', '');
    // The sheet mounts in a frame or two (it animates in): focus waits for it.
    let frame = requestAnimationFrame(function focusFirst() {
      const root = dialog.current;
      if (!root) {
        frame = requestAnimationFrame(focusFirst);
        return;
      }
      if (!root.contains(document.activeElement)) (root.querySelector<HTMLElement>(first) ?? root.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    });
    const onKeyDown = (event: KeyboardEvent) => {
      const root = dialog.current;
      if (!root) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0 && !(el instanceof HTMLInputElement && el.type === 'radio' && !el.checked));
      if (items.length === 0) return;
      const head = items[0]!;
      const tail = items[items.length - 1]!;
      const inside = root.contains(document.activeElement);
      if (event.shiftKey && (!inside || document.activeElement === head)) {
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
    };
  }, [visible, dialog, close, first]);
}
