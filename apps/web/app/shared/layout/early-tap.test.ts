import { afterEach, describe, expect, it } from 'vitest';
import { bootScript } from './boot-script.ts';
import { EARLY_TAP_ATTRIBUTE, HYDRATED_FLAG, markHydrated, takeEarlyTap } from './early-tap.ts';

function button(value: string | null) {
  const el = document.createElement('button');
  if (value) el.setAttribute(EARLY_TAP_ATTRIBUTE, value);
  const inner = document.createElement('span');
  el.append(inner);
  document.body.append(el);
  return inner;
}

describe('taps before hydration', () => {
  afterEach(() => {
    document.body.replaceChildren();
    delete (window as unknown as Record<string, unknown>)[HYDRATED_FLAG];
  });

  it('keeps a tap on a marked element (or inside one) for its owner to take, once', () => {
    new Function(bootScript())();
    button('play').click();
    button(null).click();
    expect(takeEarlyTap('other')).toBe(false);
    expect(takeEarlyTap('play')).toBe(true);
    expect(takeEarlyTap('play')).toBe(false);
  });

  it('leaves taps to React once the page has hydrated', () => {
    new Function(bootScript())();
    markHydrated();
    button('play').click();
    expect(takeEarlyTap('play')).toBe(false);
  });

  it('answers false when the inline script never ran', () => {
    delete (window as unknown as Record<string, unknown>).__mdTaps;
    expect(takeEarlyTap('play')).toBe(false);
  });
});
