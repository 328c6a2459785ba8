import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

// axe inside a journey, for the states only a journey reaches (a dialog open, a form's errors, a signed-in
// page). Every page type of the four demo sites is checked at both widths by html-checkers.spec.ts; here a
// state is checked once per run and width: the first journey to reach it checks it, a journey on another
// site that reaches the same state again does not repeat it (docs/testing.md).

const checked = new Set<string>();

// axe then gathers every node of a violation but only one of each pass or inapplicable rule: the same
// findings, a third less time on a long page.
export const VIOLATIONS_ONLY = { resultTypes: ['violations' as const] };

/**
 * axe on a page, run by axe.run() in the page itself (legacy mode): the default's axe.finishRun() opens a
 * blank page for every check, about a second and a half each on two cores. The pages hold no frame to
 * audit (the one iframe, a car's video, exists only after its play button is pressed).
 */
export const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode();

/** The kind of page a URL is: its path with car slugs, ids and numbers left out, and its query's names. */
export function pageType(url: string): string {
  const { pathname, searchParams } = new URL(url);
  const path = pathname
    .split('/')
    .map((segment, i, all) =>
      (all[i - 1] === 'cars' && segment) || /\d/.test(segment) || /^[0-9a-f-]{20,}$/i.test(segment)
        ? ':id'
        : segment,
    )
    .join('/');
  const names = [...new Set(searchParams.keys())].sort().join('&');
  return names ? `${path}?${names}` : path;
}

/** No serious or critical WCAG 2 A/AA violation on the page as it is now, unless this state was checked. */
export async function axeClean(page: Page) {
  const dialogs = await page
    .locator('dialog[open], [role="dialog"]:visible, [role="alertdialog"]:visible')
    .evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('aria-label') ?? node.id ?? node.tagName).join('|'),
    );
  const state = `${test.info().project.name} ${pageType(page.url())} ${dialogs}`;
  if (checked.has(state)) return;
  checked.add(state);
  const results = await axeOn(page).withTags(['wcag2a', 'wcag2aa']).options(VIOLATIONS_ONLY).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
