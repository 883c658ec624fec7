/** What a person using only the keyboard gets: where Tab takes the focus, and whether the place is shown. */
import type { Locator, Page } from 'playwright-core';

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

/** The outline drawn round an element (its computed style): 'none', or the focus ring's 'solid'. */
export const outlineOf = (target: Locator) => target.evaluate((el) => getComputedStyle(el).outlineStyle);

/**
 * 'in sight' when `target` is whole between the bars that stay on screen (below the sticky header, above the fixed
 * tab bar where one shows, else the window's bottom); otherwise where it is against them, for a failure to say.
 */
export const sightOf = (target: Locator) =>
  target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const above = document.querySelector('.app-header')?.getBoundingClientRect().bottom ?? 0;
    const bar = document.querySelector('.tab-bar');
    const below = bar !== null && getComputedStyle(bar).display !== 'none' ? bar.getBoundingClientRect().top : window.innerHeight;
    // Half a pixel either way: boxes are laid out on fractions of a pixel.
    return box.top >= above - 0.5 && box.bottom <= below + 0.5
      ? 'in sight'
      : `from ${box.top} to ${box.bottom}, where the header ends at ${above} and the tab bar or the window starts at ${below}`;
  });
