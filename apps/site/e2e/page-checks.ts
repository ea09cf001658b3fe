import { edition, type Locale } from '@lumenor/content';
import type { CDPSession, Page } from '@playwright/test';
import { axeColourProblemsInOtherModes, axeProblems } from './axe';
import { measureScript, obscured, walkInPage } from './focus-walk';
import { setTextSize, textFitProblems, textSpacingCss } from './text-fit';
import { brokenWords } from './word-breaks';

/**
 * The page-wide checks of the page sweep (page-sweep.spec.ts): each runs on every page, in both
 * languages, at a phone and a desktop width, all of them on one visit of the page.
 *
 * To add one, put a `PageCheck` in `pageChecks`: a name and a function that measures the open
 * page and returns what it found wrong as readable lines (none: an empty list). A check may change
 * the page (resize it, enlarge its text, switch its theme) but must put it back as it found it, so
 * the checks after it see the page as a visitor opens it; `widths` limits it to one width. Checks
 * run in the order of the list. The last two leave their change in place, because putting it back
 * costs more than any other step of a visit (a theme restyles every element; a text size lays the
 * whole page out again) and nothing after them depends on it: the other themes' colours, then the
 * text at 200 %, which no colour check may see (large text needs less contrast).
 */
export interface Visit {
  page: Page;
  /** The address visited, as a visitor typed it. */
  path: string;
  locale: Locale;
  width: SweepWidth;
  /** A DevTools session on the page (text size, for instance). */
  cdp: CDPSession;
}

export interface PageCheck {
  name: string;
  /** The widths the check runs at; every width when left out. */
  widths?: readonly SweepWidth['name'][];
  run: (visit: Visit) => Promise<string[]>;
}

export interface SweepWidth {
  name: 'phone' | 'desktop';
  width: number;
  height: number;
}

/** The widths every page is visited at. */
export const sweepWidths: readonly SweepWidth[] = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

/** Reflow (WCAG 1.4.10) at the narrowest phones, measured by resizing the phone visit. */
const reflowWidths = [320, 360] as const;

/** Where the desktop header is most crowded (the full bar shows from 1024 px). */
const crowdedDesktopWidths = [1024, 1080, 1100] as const;

// The header's main row (logo, navigation, call to action) is left out of the 200 % text and
// text-spacing checks: its wrapping at 200 % text is the header's own work, and the header's
// controls are checked at 200 % text by 'the header fits' below.
const textFitSkip = 'header > :first-child';

/**
 * Where the page (with `wholePage`) or the header's controls leave the viewport, as readable lines;
 * with `menuButton` (its accessible name), also whether that button is shown and wholly on screen.
 */
function overflows(
  page: Page,
  { wholePage, menuButton }: { wholePage: boolean; menuButton?: string },
): Promise<string[]> {
  return page.evaluate(
    ({ wholePage, menuButton }) => {
      const problems: string[] = [];
      const width = window.innerWidth;
      const header = document.querySelector('header');
      if (!header) return ['no header'];
      if (wholePage && document.documentElement.scrollWidth > width) {
        problems.push(`page is ${document.documentElement.scrollWidth} px wide`);
      }
      if (header.scrollWidth > header.clientWidth) {
        problems.push(`header content is ${header.scrollWidth} px wide`);
      }
      // Every shown control of the bar (the closed panels render nothing).
      for (const control of header.querySelectorAll<HTMLElement>('a, button')) {
        const box = control.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) continue;
        if (box.left < 0 || box.right > width) {
          const name = control.getAttribute('aria-label') ?? control.textContent?.trim();
          problems.push(`"${name}" spans x = ${Math.round(box.left)}-${Math.round(box.right)}`);
        }
      }
      if (menuButton) {
        const button = [...header.querySelectorAll('button')].find(
          (candidate) => candidate.getAttribute('aria-label') === menuButton,
        );
        const box = button?.getBoundingClientRect();
        if (!box || box.width === 0) problems.push(`no "${menuButton}" button shown`);
        else if (box.left < 0 || box.right > width || box.top < 0 || box.bottom > innerHeight) {
          problems.push(`"${menuButton}" is not wholly on screen`);
        }
      }
      return problems;
    },
    { wholePage, menuButton },
  );
}

async function rootFontSize(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
}

/**
 * Whether the root font size reaches `size` after a change of the browser's text size. The browser
 * applies the setting when the renderer receives it, which on a busy machine can be after the next
 * script: until then the page is laid out at the old size.
 */
async function rootFontSizeBecomes(page: Page, size: string): Promise<boolean> {
  return page
    .waitForFunction(
      (expected) => getComputedStyle(document.documentElement).fontSize === expected,
      size,
      { timeout: 10_000 },
    )
    .then(() => true)
    .catch(() => false);
}

/** Runs `measure` at each width in turn, then puts the visit's own size back. */
async function atWidths(
  visit: Visit,
  widths: readonly number[],
  measure: (width: number) => Promise<string[]>,
): Promise<string[]> {
  const problems: string[] = [];
  for (const width of widths) {
    await visit.page.setViewportSize({ width, height: visit.width.height });
    problems.push(...(await measure(width)));
  }
  await visit.page.setViewportSize({ width: visit.width.width, height: visit.width.height });
  return problems;
}

/**
 * Words split across two lines that could have fitted on one (a column too narrow for its text),
 * or that are wider than their line in text that does not hyphenate.
 */
async function splitWordProblems(page: Page): Promise<string[]> {
  return (await brokenWords(page))
    .filter((word) => !(word.widerThanLine && word.hyphenates))
    .map((word) => `"${word.word}" on ${word.lines} lines in ${word.where}`);
}

/** Focus not obscured (WCAG 2.4.11), walked in the page from its top. */
async function focusProblems(page: Page): Promise<string[]> {
  await page.evaluate(measureScript);
  return obscured(await walkInPage(page));
}

export const pageChecks: PageCheck[] = [
  {
    // WCAG 2.2 AA in the light theme, at each width: what shows, and where, differs by width.
    name: 'axe',
    run: ({ page }) => axeProblems(page),
  },
  {
    // Reflow (1.4.10): nothing scrolls sideways and the menu button, a phone's only way to the
    // navigation, is wholly on screen. At 320 px, at normal text size, no word that fits a line is
    // split either (layouts reflow to fewer columns): measured here, on the same resize.
    name: 'fits at 320 and 360 px',
    widths: ['phone'],
    run: (visit) =>
      atWidths(visit, reflowWidths, async (width) => [
        ...(
          await overflows(visit.page, {
            wholePage: true,
            menuButton: edition(visit.locale).layoutCopy.openMenu,
          })
        ).map((problem) => `at ${width} px: ${problem}`),
        ...(width === 320
          ? (await splitWordProblems(visit.page)).map((problem) => `at ${width} px: ${problem}`)
          : []),
      ]),
  },
  {
    // Every link and button of the header on screen where the full bar is most crowded (and at
    // 1280 px with the text alone at 200 %: measured by the '200 % text' check).
    name: 'the header fits',
    widths: ['desktop'],
    run: (visit) =>
      atWidths(visit, crowdedDesktopWidths, async (width) =>
        (await overflows(visit.page, { wholePage: false })).map(
          (problem) => `at ${width} px: ${problem}`,
        ),
      ),
  },
  {
    // Text spacing (1.4.12), with the styles a reader's bookmarklet adds. They arrive as a
    // constructed style sheet, which the page's CSP does not govern, and are taken off after.
    name: 'text spacing',
    run: async ({ page }) => {
      await page.evaluate((css) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }, textSpacingCss);
      const problems = await textFitProblems(page, textFitSkip);
      await page.evaluate(() => {
        document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1);
      });
      return problems;
    },
  },
  {
    // Whole words (1.4.4, 1.4.10), with the tool bar's largest text size (A+ to 200 %, set on
    // <html> as its buttons set it) at the visit's width: layouts reflow to fewer columns as text
    // grows, so no word that fits a line is split (at 320 px: the reflow check above).
    name: 'words wrap whole',
    run: async ({ page }) => {
      await page.evaluate(() => {
        document.documentElement.dataset.textSize = '200';
      });
      const problems = (await splitWordProblems(page)).map((problem) => `A+ 200 %: ${problem}`);
      await page.evaluate(() => {
        delete document.documentElement.dataset.textSize;
      });
      return problems;
    },
  },
  {
    // With the chat card closed. The open card closes as soon as focus leaves it (the chat
    // widget's browser test), so a walk with it open would meet the same page as this one.
    name: 'focus',
    run: ({ page }) => focusProblems(page),
  },
  {
    // The colour rules in the dark and high-contrast themes, at one width. A theme swaps the
    // colour tokens only, and no width changes which token an element takes: the light run above
    // checks at each width that what shows there meets contrast, so a second width would repeat
    // the same colour pairs. (What shows only on a phone, its open menu, is checked in every
    // theme by layout.spec.ts and the header's stories.)
    name: 'axe, other themes',
    widths: ['desktop'],
    run: ({ page }) => axeColourProblemsInOtherModes(page),
  },
  {
    // Resize text (1.4.4): the text alone at 200 % still reads in full; the page must size its
    // text from the reader's setting for that to work at all. On a desktop, every link and button
    // of the header stays on screen too (the browser's text size, not page zoom). On a desktop it
    // runs in the high-contrast theme the check before left: themes change colours, not sizes.
    name: '200 % text',
    run: async ({ page, cdp, width }) => {
      await setTextSize(cdp, 2);
      const problems = (await rootFontSizeBecomes(page, '32px'))
        ? []
        : [`the root font size is ${await rootFontSize(page)}, not the browser's 32px`];
      problems.push(...(await textFitProblems(page, textFitSkip)));
      if (width.name === 'desktop') {
        problems.push(
          ...(await overflows(page, { wholePage: false })).map(
            (problem) => `the header: ${problem}`,
          ),
        );
      }
      return problems;
    },
  },
];
