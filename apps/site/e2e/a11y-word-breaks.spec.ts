import { allPagePaths, localizedPath } from '@lumenor/content';
import { locales } from '@lumenor/content/locale';
import { textZoomStorageKey } from '@lumenor/ui/theming';
import { expect, test } from './fixtures';
import { brokenWords } from './word-breaks';

/**
 * Words wrap whole (WCAG 1.4.4, 1.4.10): on every page in both languages, with the tool bar's text
 * size at its largest (200 %) on a phone and a desktop, no word that fits on a line of its box is
 * split across two lines: layouts reflow to fewer columns as text grows instead. A word wider
 * than the whole line (a long word in a large heading on a phone) may break only where the text
 * hyphenates (`hyphens: auto`, in the page's language). At the normal size the narrowest phone
 * (320 px) splits none either.
 */

const cases = [
  { width: 390, height: 844, textSize: '200' },
  { width: 1280, height: 800, textSize: '200' },
  { width: 320, height: 640, textSize: null },
] as const;

/** Pages per test: small enough that a slow machine reports what it found on each group. */
const groupSize = 12;

for (const { textSize, ...viewport } of cases) {
  const size = textSize ? `${textSize} % text` : 'normal text';
  test.describe(`words wrap whole at ${viewport.width} px with ${size}`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => {
      if (textSize) {
        await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
          textZoomStorageKey,
          textSize,
        ] as const);
      }
    });

    for (const locale of locales) {
      const paths = allPagePaths().map((path) => localizedPath(path, locale));
      for (let first = 0; first < paths.length; first += groupSize) {
        const group = paths.slice(first, first + groupSize);
        test(`${locale}: ${group[0]} and the next ${group.length - 1}`, async ({ page }) => {
          test.setTimeout(120_000);
          const broken: string[] = [];
          for (const path of group) {
            await page.goto(path, { waitUntil: 'domcontentloaded' });
            await page.evaluate(() => document.fonts.ready);
            for (const word of await brokenWords(page)) {
              if (word.widerThanLine && word.hyphenates) continue;
              broken.push(`${path}: "${word.word}" on ${word.lines} lines in ${word.where}`);
            }
          }
          expect(broken).toEqual([]);
        });
      }
    }
  });
}
