import AxeBuilder from '@axe-core/playwright';
import { type ColorMode, colorModeStorageKey, colorModes } from '@lumenor/ui/theming';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** WCAG 2.2 AA: the 2.2 tag alone covers only the rules new in 2.2, so every level is listed. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// The React-free, CSS-free entry of the design system: the same key the colour-mode toggle uses.
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

/** Fails the test with a readable list if axe finds any WCAG 2.2 AA violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
