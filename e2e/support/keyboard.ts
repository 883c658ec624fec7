/** What a person using only the keyboard gets: where Tab takes the focus, and whether the place is shown. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Whether `target` is the focused element. */
export const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus, as a person walks a page; answers how many presses
 * it took, and fails when `max` presses have not reached it.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}): Promise<number> {
  await target.waitFor({ state: 'attached' });
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) return presses;
  }
  throw new Error(`${max} presses of ${back ? 'Shift+Tab' : 'Tab'} did not reach ${target.toString()}`);
}

/**
 * Presses `target` from the keyboard (focus, then `key`) once it can be pressed: a button that says it is unavailable
 * (`aria-disabled`, decision 0094) ignores a press, as one stood in for while its answer comes does.
 */
export async function pressByKeyboard(target: Locator, key = 'Enter'): Promise<void> {
  await expect.poll(() => target.isEnabled()).toBe(true);
  await target.focus();
  await target.press(key);
}

/** The outline drawn round an element (its computed style): 'none', or the focus ring's style and width, 'solid 2px'. */
export const outlineOf = (target: Locator) =>
  target.evaluate((el) => {
    const { outlineStyle, outlineWidth } = getComputedStyle(el);
    return outlineStyle === 'none' ? 'none' : `${outlineStyle} ${outlineWidth}`;
  });

/**
 * The contrast ratio of a control's mark (its text colour, which an icon drawn in currentColor takes) against the
 * first background behind it that is not transparent: a control's mark needs 3:1 (WCAG 1.4.11), which axe does not
 * check.
 */
export const markContrastOf = (target: Locator) =>
  target.evaluate((el) => {
    const rgb = (colour: string) => colour.match(/[\d.]+/g)!.slice(0, 4).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const [R, G, B] = [r, g, b].map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * R + 0.7152 * G + 0.0722 * B;
    };
    let behind: Element | null = el;
    while (behind && (rgb(getComputedStyle(behind).backgroundColor)[3] ?? 1) === 0) behind = behind.parentElement;
    const back = behind ? rgb(getComputedStyle(behind).backgroundColor) : [255, 255, 255];
    const [a, b] = [luminance(rgb(getComputedStyle(el).color)), luminance(back)].sort((x, y) => y - x);
    return Math.round(((a + 0.05) / (b + 0.05)) * 100) / 100;
  });

/**
 * 'in sight' when `target` is whole between the bars that stay on screen (below the sticky header and any row stuck
 * under it, such as home's categories on a phone; above the fixed tab bar where one shows, else the window's bottom);
 * otherwise where it is against them, for a failure to say.
 */
export const sightOf = (target: Locator) =>
  target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const header = document.querySelector('.app-header')?.getBoundingClientRect().bottom ?? 0;
    // Rows stuck at the top: sticky, shown, not holding the target, starting where the header ends, a row's height
    // at most (not a sticky side column), and across the target's width.
    const stuck = [...document.body.querySelectorAll<HTMLElement>('*')].filter((row) => {
      if (row.contains(el) || getComputedStyle(row).position !== 'sticky') return false;
      const { top, bottom, height, left, right } = row.getBoundingClientRect();
      return height > 0 && height <= 80 && top <= header + 1 && bottom > header && left < box.right && right > box.left;
    });
    const above = Math.max(header, ...stuck.map((row) => row.getBoundingClientRect().bottom));
    const bar = document.querySelector('.tab-bar');
    const below = bar !== null && getComputedStyle(bar).display !== 'none' ? bar.getBoundingClientRect().top : window.innerHeight;
    // Half a pixel either way: boxes are laid out on fractions of a pixel.
    return box.top >= above - 0.5 && box.bottom <= below + 0.5
      ? 'in sight'
      : `from ${box.top} to ${box.bottom}, where the header ends at ${above} and the tab bar or the window starts at ${below}`;
  });
