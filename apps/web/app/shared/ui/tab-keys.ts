/**
 * The keyboard of a row of tabs (WAI-ARIA's tabs pattern, automatic activation): Tab reaches the row once, on the
 * chosen tab; the arrow keys move to the tab before or after (round the ends), Home and End to the first and last,
 * and the tab reached is chosen, as a press on it would. The tabs are the row's own `role="tab"` buttons, so a row
 * whose tabs change (home's categories come in later) needs nothing more than these two pieces:
 *
 *   <div role="tablist" onKeyDown={moveBetweenTabs}>
 *     <button role="tab" aria-selected={chosen} tabIndex={tabStop(chosen)} …>
 */
import type { KeyboardEvent } from 'react';

/**
 * Only the chosen tab is in the page's tab order; the others are reached with the arrow keys. A row where none is
 * chosen (a choice the address names that is not among them) keeps its first tab reachable: `firstOfNone`.
 */
export const tabStop = (chosen: boolean, firstOfNone = false) => (chosen || firstOfNone ? 0 : -1);

/** `firstOfNone` for tab `index` of a row whose tabs' values are `values`, `value` being chosen. */
export const firstOfNone = <V>(values: readonly V[], value: V, index: number) => index === 0 && !values.includes(value);

/** Where a key moves from tab `at` of `count`, or null when the key is not one of the row's. */
export function nextTab(key: string, at: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (at + 1) % count;
    case 'ArrowLeft':
      return (at - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * `manual`: the arrows only move the focus, Enter or Space chooses (WAI-ARIA's manual activation), for a row whose
 * choice does something beyond showing (the message centre marks a tab read when it is opened).
 */
export function moveBetweenTabs(event: KeyboardEvent<HTMLElement>, manual = false) {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')].filter((tab) => !tab.hasAttribute('disabled'));
  const at = tabs.indexOf(event.target as HTMLElement);
  if (at < 0) return;
  const next = nextTab(event.key, at, tabs.length);
  if (next === null) return;
  event.preventDefault();
  const tab = tabs[next]!;
  tab.focus();
  if (!manual && tab.getAttribute('aria-selected') !== 'true') tab.click();
}
