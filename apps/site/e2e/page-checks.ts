import { edition, type Locale } from '@lumenor/content';
import type { CDPSession, Page } from '@playwright/test';
import { axeColourProblems, axeProblems, type ColorMode, switchColorMode } from './axe';
import { measureScript, obscured, walkInPage } from './focus-walk';
import { setTextSize, textFitProblems, textSpacingCss } from './text-fit';
import { brokenWords } from './word-breaks';

/**
 * The page-wide checks of the page sweep (page-sweep.spec.ts): each runs on every kind of page, in
 * both languages, at a phone and then a desktop width, all of them on one visit of the page.
 *
 * To add one, put a `PageCheck` in `pageChecks`: a name, the state of the page it measures (a
 * width, a text size, text spacing, a theme: `state`, over the page as a visitor opens it), and a
 * function that measures the page in that state and returns what it found wrong as readable lines
 * (none: an empty list). `widths` limits it to one of the visit's widths. The sweep moves the page
 * from one check's state to the next, changing only what differs, and no check puts anything
 * back: each change of theme restyles every element and each change of size lays the whole page
 * out again, the dearest steps of a visit. The order of the list keeps those changes few; a check
 * that measures only where things are (`layoutOnly`) takes the page in whatever theme it is.
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

/** What the sweep changes on a page, as a reader or their browser would. */
export interface PageState {
  /** The viewport's width, in CSS pixels. */
  width: number;
  /** The browser's text size (its default font size) as a factor: 1 or 2. */
  browserTextSize: number;
  /** The tool bar's A+ at its largest (200 %), set on <html> as its buttons set it. */
  toolbarLargestText: boolean;
  /** The WCAG text-spacing settings, as a reader's bookmarklet adds them. */
  textSpacing: boolean;
  colorMode: ColorMode;
}

export interface PageCheck {
  name: string;
  /** The widths the check runs at; every width when left out. */
  widths?: readonly SweepWidth['name'][];
  /** How the page differs from the visit's own state while the check measures it. */
  state?: Partial<PageState>;
  /** It measures sizes and positions only, which no theme changes: any theme will do. */
  layoutOnly?: boolean;
  run: (visit: Visit) => Promise<string[]>;
}

export interface SweepWidth {
  name: 'phone' | 'desktop';
  width: number;
  height: number;
}

/** The widths every page is visited at. */
export const sweepWidths: readonly [SweepWidth, ...SweepWidth[]] = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

/** The page as a visitor opens it at the visit's width. */
export function openedState(width: SweepWidth): PageState {
  return {
    width: width.width,
    browserTextSize: 1,
    toolbarLargestText: false,
    textSpacing: false,
    colorMode: 'light',
  };
}

/** The state a check measures in, from the state the page is in now. */
export function stateFor(check: PageCheck, width: SweepWidth, now: PageState): PageState {
  const wanted = { ...openedState(width), ...check.state };
  return check.layoutOnly ? { ...wanted, colorMode: now.colorMode } : wanted;
}

const textSpacingSheet = 'text-spacing';

/**
 * Moves the page from state `now` to `next`, changing only what differs, and leaves the layout to
 * the check's first measurement (the browser lays the page out once for all the changes).
 */
export async function moveToState(visit: Visit, now: PageState, next: PageState): Promise<void> {
  const { page } = visit;
  if (next.width !== now.width) {
    await page.setViewportSize({ width: next.width, height: visit.width.height });
  }
  if (next.textSpacing !== now.textSpacing) {
    await page.evaluate(
      ({ on, css, marker }) => {
        const sheets = document.adoptedStyleSheets as (CSSStyleSheet & { marker?: string })[];
        if (!on) {
          document.adoptedStyleSheets = sheets.filter((sheet) => sheet.marker !== marker);
          return;
        }
        const sheet: CSSStyleSheet & { marker?: string } = new CSSStyleSheet();
        sheet.replaceSync(css);
        sheet.marker = marker;
        document.adoptedStyleSheets = [...sheets, sheet];
      },
      { on: next.textSpacing, css: textSpacingCss, marker: textSpacingSheet },
    );
  }
  if (next.toolbarLargestText !== now.toolbarLargestText) {
    await page.evaluate((on) => {
      if (on) document.documentElement.dataset.textSize = '200';
      else delete document.documentElement.dataset.textSize;
    }, next.toolbarLargestText);
  }
  if (next.colorMode !== now.colorMode) await switchColorMode(page, next.colorMode);
  if (next.browserTextSize !== now.browserTextSize) {
    await setTextSize(visit.cdp, next.browserTextSize);
    // The page must size its text from the reader's setting: the root follows it.
    const expected = `${16 * next.browserTextSize * (next.toolbarLargestText ? 2 : 1)}px`;
    if (!(await rootFontSizeBecomes(page, expected))) {
      throw new Error(
        `the root font size is ${await rootFontSize(page)}, not ${expected} with the browser's text at ${next.browserTextSize * 100} %`,
      );
    }
  }
}

/** Reflow (WCAG 1.4.10) at the narrowest phones, measured by resizing the phone visit. */
const reflowWidths = [320, 360] as const;
/** At the narrowest, no word that fits a line may be split at normal text size either. */
const narrowestWidth = Math.min(...reflowWidths);

/** Where the desktop header is most crowded (the full bar shows from 1024 px). */
const crowdedDesktopWidths = [1024, 1080, 1100] as const;

// The header's main row (logo, navigation, call to action) is left out of the 200 % text and
// text-spacing checks: its wrapping at 200 % text is the header's own work, and on a desktop the
// 200 % text check measures the header's controls on their own.
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

/**
 * The narrowest line, in ems of its text, where a word wider than the line is left to hyphenation.
 * A narrower one is a column too narrow for its text, whatever its words: padding in rem doubled
 * with the text once left a list 0.8em wide, split at "in" and "the", and a heading's line 2.9em.
 */
const narrowestHyphenatedLineEms = 4;

/**
 * Words split across two lines that could have fitted on one (a column too narrow for its text),
 * or that are wider than their line in text that does not hyphenate or in a line too narrow.
 */
async function splitWordProblems(page: Page): Promise<string[]> {
  return (await brokenWords(page))
    .filter(
      (word) =>
        !(word.widerThanLine && word.hyphenates && word.lineEms >= narrowestHyphenatedLineEms),
    )
    .map(
      (word) =>
        `"${word.word}" on ${word.lines} lines ${word.lineEms.toFixed(1)}em wide in ${word.where}`,
    );
}

/**
 * Focus not obscured (WCAG 2.4.11), walked in the page from its top; then focus is let go and the
 * page scrolled back to its top, where the checks after it measure it as it was opened.
 */
async function focusProblems(page: Page): Promise<string[]> {
  await page.evaluate(measureScript);
  const stops = await walkInPage(page);
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  return obscured(stops);
}

/**
 * In an order that keeps the changes of state few: first what the page shows as opened, then the
 * other widths, then the other themes (at the visit's width), then the text enlarged or spaced,
 * which no colour check may see (large text needs less contrast), the browser's 200 % last.
 */
export const pageChecks: PageCheck[] = [
  {
    // WCAG 2.2 AA in the light theme, at each width: what shows, and where, differs by width. The
    // colour rules run at the desktop width only, in every theme (below): a width changes no
    // element's colour tokens. (What shows only on a phone, its menu button and open menu, is
    // checked in every theme by layout.spec.ts and the header's stories.)
    name: 'axe',
    run: ({ page, width }) => axeProblems(page, { colourRules: width.name === 'desktop' }),
  },
  {
    // Focus not obscured (2.4.11), with the chat card closed. The open card closes as soon as
    // focus leaves it (the chat widget's browser test), so with it open the walk would meet the
    // same page.
    name: 'focus',
    layoutOnly: true,
    run: ({ page }) => focusProblems(page),
  },
  // Every link and button of the header on screen where the full bar is most crowded (the full bar
  // shows from 1024 px; at 1280 px with the text alone at 200 %: the '200 % text' check).
  ...crowdedDesktopWidths.map(
    (width): PageCheck => ({
      name: `the header fits at ${width} px`,
      widths: ['desktop'],
      state: { width },
      layoutOnly: true,
      run: async ({ page }) => overflows(page, { wholePage: false }),
    }),
  ),
  // Reflow (1.4.10): nothing scrolls sideways and the menu button, a phone's only way to the
  // navigation, is wholly on screen. At 320 px, at normal text size, no word that fits a line is
  // split either (layouts reflow to fewer columns).
  ...reflowWidths.map(
    (width): PageCheck => ({
      name: `fits at ${width} px`,
      widths: ['phone'],
      state: { width },
      layoutOnly: true,
      run: async (visit) => [
        ...(await overflows(visit.page, {
          wholePage: true,
          menuButton: edition(visit.locale).layoutCopy.openMenu,
        })),
        ...(width === narrowestWidth ? await splitWordProblems(visit.page) : []),
      ],
    }),
  ),
  // The colour rules in the dark and high-contrast themes, at the desktop width, where the light
  // theme's run them too. A theme swaps the colour tokens only, and no width changes which token
  // an element takes: a second width would repeat the same colour pairs.
  ...(['dark', 'contrast'] as const).map(
    (colorMode): PageCheck => ({
      name: `axe, ${colorMode}`,
      widths: ['desktop'],
      state: { colorMode },
      run: ({ page }) => axeColourProblems(page, `axe, ${colorMode}`),
    }),
  ),
  {
    // Text spacing (1.4.12), with the styles a reader's bookmarklet adds. They arrive as a
    // constructed style sheet, which the page's CSP does not govern.
    name: 'text spacing',
    state: { textSpacing: true },
    layoutOnly: true,
    run: ({ page }) => textFitProblems(page, textFitSkip),
  },
  {
    // Whole words (1.4.4, 1.4.10), with the tool bar's largest text size: layouts reflow to fewer
    // columns as text grows, so no word that fits a line is split (at 320 px: the reflow check
    // above). At the desktop width only: on a phone the tool bar's 200 % and the browser's lay the
    // page out alike (a 32 px root, and no width query of the site's below 24em that only one of
    // them would meet), so the phone's '200 % text' check looks for split words there.
    name: 'words wrap whole',
    widths: ['desktop'],
    state: { toolbarLargestText: true },
    layoutOnly: true,
    run: async ({ page }) =>
      (await splitWordProblems(page)).map((problem) => `A+ 200 %: ${problem}`),
  },
  {
    // Resize text (1.4.4): the text alone at 200 % still reads in full; the page must size its
    // text from the reader's setting for that to work at all (the move to this state checks the
    // root follows it). On a desktop, every link and button of the header stays on screen too
    // (the browser's text size, not page zoom); on a phone, no word that fits a line is split.
    name: '200 % text',
    state: { browserTextSize: 2 },
    layoutOnly: true,
    run: async ({ page, width }) => [
      ...(await textFitProblems(page, textFitSkip)),
      ...(width.name === 'desktop'
        ? (await overflows(page, { wholePage: false })).map((problem) => `the header: ${problem}`)
        : (await splitWordProblems(page)).map((problem) => `200 % text: ${problem}`)),
    ],
  },
  {
    // The narrowest phone with the text at 200 % (an older small phone set to its largest text):
    // ten ems across. A word wider than the line may break there, but nothing may be cut off or
    // scroll sideways, and the menu button stays wholly on screen.
    name: '200 % text at 320 px',
    widths: ['phone'],
    state: { width: narrowestWidth, browserTextSize: 2 },
    layoutOnly: true,
    run: async (visit) => [
      ...(await textFitProblems(visit.page, textFitSkip)),
      ...(await overflows(visit.page, {
        wholePage: false,
        menuButton: edition(visit.locale).layoutCopy.openMenu,
      })),
    ],
  },
];
