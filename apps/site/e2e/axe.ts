import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { type ColorMode, colorModeStorageKey, colorModes } from '@lumenor/ui/theming';
import type { Page } from '@playwright/test';
import { expect, renderEveryBand, test } from './fixtures';

/** WCAG 2.2 AA: the 2.2 tag alone covers only the rules new in 2.2, so every level is listed. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The rules whose outcome depends on the colours (text contrast, and a link told from its
 * sentence by contrast). A theme changes colours only, so in a second theme these are the rules
 * that can find anything new.
 */
const colourRules = ['color-contrast', 'link-in-text-block'];

// The React-free, CSS-free entry of the design system: the same key the tool bar's buttons use.
export { type ColorMode, colorModes };

/** Opens pages in the given colour mode, as a returning visitor who chose it would see them. */
export async function useColorMode(page: Page, mode: ColorMode): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      try {
        window.localStorage.setItem(key, value);
      } catch {
        // Storage blocked: the page follows prefers-color-scheme instead.
      }
    },
    [colorModeStorageKey, mode] as const,
  );
  // High contrast is a dark palette: a visitor who chose it most likely prefers dark too.
  await page.emulateMedia({ colorScheme: mode === 'contrast' ? 'dark' : mode });
}

/**
 * Switches the open page to another colour mode as the tool bar's buttons do (the root's
 * `data-color-mode`), keeping whatever is open on it, and ends the colour transitions at once so
 * axe reads the final colours.
 */
export async function switchColorMode(page: Page, mode: ColorMode): Promise<void> {
  const pageBackground = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const before = await pageBackground();
  // The root's mode decides every colour; the system's preference applies only without one.
  await page.evaluate(async (value) => {
    document.documentElement.dataset.colorMode = value;
    for (const animation of document.getAnimations()) animation.finish();
    // On a busy machine a transition can start a frame later than the switch: end those too.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (const animation of document.getAnimations()) animation.finish();
  }, mode);
  // Each theme has its own page background: the same one means the switch did not take.
  expect(await pageBackground(), `the page's background in the ${mode} theme`).not.toBe(before);
}

/** axe's violations on the page as it stands, one readable line each (none: an empty list). */
async function violations(page: Page, builder: AxeBuilder, where: string): Promise<string[]> {
  await renderEveryBand(page);
  // The pages have no frames (nothing third-party is embedded). With none, axe's legacy mode (one
  // run in the page) finds the same as its frame-by-frame mode at half the cost: it skips opening
  // a blank page to merge the frames' results.
  expect(page.frames(), 'a frame on the page: run axe frame by frame').toHaveLength(1);
  const results = await builder.setLegacyMode(true).analyze();
  return results.violations.map(
    (violation) =>
      `${where}: ${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

async function expectNoViolations(page: Page, builder: AxeBuilder, where: string): Promise<void> {
  expect(await violations(page, builder, where), `axe violations on ${where}`).toEqual([]);
}

/** Fails the test with a readable list if axe finds any WCAG 2.2 AA violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await expectNoViolations(page, new AxeBuilder({ page }).withTags(wcagTags), page.url());
}

/**
 * axe on the page as it stands, in every colour mode: every WCAG 2.2 AA rule in the mode it was
 * opened in, then the colour rules in each other mode, switched in place (what is open stays
 * open). Cheaper than opening the page once per mode, and it finds the same.
 */
export async function expectNoAxeViolationsInEveryMode(page: Page): Promise<void> {
  // Three axe runs: room for them on top of whatever the test did first.
  test.info().setTimeout(test.info().timeout + 30_000);
  const opened = await page.evaluate(() => document.documentElement.dataset.colorMode);
  await expectNoAxeViolations(page);
  for (const mode of colorModes.filter((other) => other !== opened)) {
    await switchColorMode(page, mode);
    await expectNoViolations(
      page,
      new AxeBuilder({ page }).withRules(colourRules),
      `${page.url()} in the ${mode} theme`,
    );
  }
}

/**
 * axe-core's own script, as @axe-core/playwright ships it. The sweep injects it once per visit and
 * runs it three times: AxeBuilder injects it twice per run and returns every rule's passes too,
 * which costs more than the rules themselves on a long page.
 */
const fromHere = createRequire(import.meta.url);
const axeSource = readFileSync(
  createRequire(fromHere.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

type RunOnly = { type: 'tag' | 'rule'; values: string[] };

async function sweepViolations(
  page: Page,
  runOnly: RunOnly,
  where: string,
  skipRules: string[] = [],
): Promise<string[]> {
  const violations = await page.evaluate(
    async ({ only, skip }) => {
      interface Violation {
        id: string;
        impact?: string | null;
        help: string;
        nodes: Array<{ target: string[] }>;
      }
      const { axe } = window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
      };
      // No preload: it fetches every stylesheet again for one rule (css-orientation-lock), a third
      // of a run's time; that rule is checked over the built files (built-site/a11y/orientation).
      const results = await axe.run(document, {
        runOnly: only,
        rules: Object.fromEntries(skip.map((rule) => [rule, { enabled: false }])),
        resultTypes: ['violations'],
        preload: false,
      });
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
      }));
    },
    { only: runOnly, skip: skipRules },
  );
  return violations.map(
    (violation) =>
      `${where}: ${violation.id} (${violation.impact}): ${violation.help} — ${violation.targets.join(', ')}`,
  );
}

/** Injects axe-core into the page once per visit (the checks that run it share it). */
async function injectAxe(page: Page): Promise<void> {
  expect(page.frames(), 'a frame on the page: run axe frame by frame').toHaveLength(1);
  if (await page.evaluate(() => 'axe' in window)) return;
  await page.evaluate(axeSource);
}

/**
 * The page sweep's axe check: every WCAG 2.2 AA rule in the mode the page was opened in, or with
 * `colourRules: false` every rule but the colour rules. Returns the violations as readable lines.
 */
export async function axeProblems(
  page: Page,
  { colourRules: withColourRules = true } = {},
): Promise<string[]> {
  await injectAxe(page);
  return sweepViolations(
    page,
    { type: 'tag', values: wcagTags },
    'axe',
    withColourRules ? [] : colourRules,
  );
}

/** The page sweep's colour check: the colour rules in the mode the page is in now. */
export async function axeColourProblems(page: Page, where: string): Promise<string[]> {
  await injectAxe(page);
  return sweepViolations(page, { type: 'rule', values: colourRules }, where);
}
