/**
 * axe-core run inside the page under test. `@axe-core/playwright` needs Node 22, so the engine's own source is
 * evaluated in the page (through the driver, which the page's Content-Security-Policy does not govern) and
 * `axe.run` called there.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts the product allows none of. */
export const BLOCKING_IMPACTS = ['serious', 'critical'];

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; summary: string }[];
}

/** Waits until no toast is showing and no CSS animation or transition runs, so colours are measured at rest (popups fade in). */
export async function animationsSettled(page: Page) {
  // A toast fades in and out by script, not CSS: axe would measure it half transparent. It goes after two seconds.
  await page.locator('.adm-toast-mask, #md-toast').waitFor({ state: 'detached' });
  // A function, not a string: the page's Content-Security-Policy forbids eval, which a string predicate needs.
  // Endless ones (a spinner) never finish and are left out.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity), null, { polling: 'raf' });
}

/**
 * axe's rules whose answer depends on the colours drawn, the only ones a change of theme can change: the page's
 * elements, names, roles and sizes are the same in both themes (the themes are CSS variables on one DOM).
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/**
 * The page's serious and critical violations (WCAG 2.x A and AA, plus axe's best practices), or of the `rules`
 * named only (a page already checked whole, seen again in the other theme).
 */
export async function axeViolations(page: Page, rules?: readonly string[]): Promise<AxeViolation[]> {
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(AXE_SOURCE);
  const options = { resultTypes: ['violations'], ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}) };
  const script = `window.axe.run(document, ${JSON.stringify(options)}).then((r) => r.violations.map((v) => ({
    id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.map((n) => ({ target: n.target.map(String), summary: n.failureSummary || '' })),
  })))`;
  const violations = (await page.evaluate(script)) as AxeViolation[];
  return violations.filter((v) => v.impact && BLOCKING_IMPACTS.includes(v.impact));
}

/** One readable block per violation: rule, impact, what it asks, and each offending element with axe's reason. */
export function formatViolations(where: string, violations: AxeViolation[]) {
  return violations
    .map((v) =>
      [`${where}: ${v.id} (${v.impact}) ${v.help}`, ...v.nodes.slice(0, 8).map((n) => `    ${n.target.join(' ')}\n      ${n.summary.replaceAll('\n', '\n      ')}`), v.nodes.length > 8 ? `    … and ${v.nodes.length - 8} more` : '']
        .filter(Boolean)
        .join('\n'),
    )
    .join('\n');
}

/** Fails the test with axe's readable report when the page, once at rest, has a serious or critical violation. */
export async function expectAccessible(page: Page, where: string) {
  await animationsSettled(page);
  const violations = await axeViolations(page);
  expect(violations, `\n${formatViolations(where, violations)}\n`).toEqual([]);
}
