/**
 * Root font size (spec section 9): design width 375, base 37.5 px; widths from 824 up are treated as 375 (the
 * wide layout keeps design pixels at their real size), widths between 428 and 824 as 428; never above 85 px.
 * The breakpoint uses ≥ 824, the same test as the wide layout, so both switch at the same width.
 */
import { DESIGN_WIDTH, PHONE_WIDTH_CAP, ROOT_FONT_BASE, ROOT_FONT_MAX, WIDE_LAYOUT_MIN_WIDTH } from '../constants.ts';

export function rootFontSize(viewportWidth: number): number {
  let width = viewportWidth;
  if (width >= WIDE_LAYOUT_MIN_WIDTH) width = DESIGN_WIDTH;
  else if (width > PHONE_WIDTH_CAP) width = PHONE_WIDTH_CAP;
  return Math.min((width / DESIGN_WIDTH) * ROOT_FONT_BASE, ROOT_FONT_MAX);
}

export const isWideLayout = (viewportWidth: number) => viewportWidth >= WIDE_LAYOUT_MIN_WIDTH;
