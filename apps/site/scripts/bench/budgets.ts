import { KB } from './route-bytes';

/**
 * Byte budgets of every prerendered page (gzip level 9, 1 KB = 1024 bytes), enforced by
 * budgets.test.ts in CI; route-bytes.ts says what each figure counts.
 */
export const byteBudgets = {
  /** JavaScript a page loads without any interaction (the islands' loader). */
  initialJsPerPage: 30 * KB,
  /**
   * JavaScript a page has loaded once every island's trigger has fired (React included). 92 KB
   * since November 2026 (was 90): the form pages reached 91.3 KB when the contact form learned to
   * survive its own code failing to load and to count text past a field's limit, and the header
   * gained focus containment and the scroll-opened dropdown.
   */
  allIslandsJsPerPage: 92 * KB,
  /** CSS of a page (its `<style>` elements). */
  cssPerPage: 20 * KB,
  /** The HTML document of the home page, its inline CSS included. */
  homeHtml: 30 * KB,
  /**
   * The HTML document of every page with its first-screen CSS, as the server sends it (brotli, which
   * every browser accepts): what fits the first round trip of a new connection (about 14 KB, ten
   * TCP segments). Measured by first-screen-styles.test.ts.
   */
  firstResponse: 14 * KB,
} as const;

/**
 * What the benchmark aims at (reported, not enforced: Lighthouse figures vary run to run). LCP
 * and TBT are also compared with the page's own no-JavaScript self (run.ts).
 */
export const benchTargets = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1000,
  /** LCP at most this much above the same page with every script removed. */
  lcpOverNoJs: 0.05,
  /** LCP at most this much above the bare-HTML limit page (run.ts) measured in the same run. */
  lcpOverLimit: 0.25,
  tbtMs: 30,
  cls: 0,
} as const;
