import { KB } from './route-bytes';

/** Byte budgets (gzip level 9, 1 KB = 1024 bytes). */
export const byteBudgets = {
  /** JavaScript any route loads before it is interactive (React DOM, React and React Router: ~104 KB). */
  jsPerRoute: 120 * KB,
  /** CSS any route loads. */
  cssPerRoute: 20 * KB,
  /** The HTML document of the home page. */
  homeHtml: 30 * KB,
} as const;

/**
 * The one page CI still lets past the JavaScript budget, held to a ceiling just above today's
 * figure (121.3 KB) so it cannot grow. /contact loads the form, the FAQ accordion and eleven
 * small shared component chunks; what is left to cut is the toast queue it imports for its
 * failure toast (1 KB) and the per-file overhead of those chunks. Delete the entry when it fits.
 */
export const jsBudgetExceptions: Readonly<Record<string, number>> = {
  '/contact': 122 * KB,
};

/** The JavaScript CI allows one route: the budget, or its exception. */
export function jsBudgetFor(route: string): number {
  return jsBudgetExceptions[route] ?? byteBudgets.jsPerRoute;
}

/** What the benchmark aims at (reported, not enforced: Lighthouse figures vary run to run). */
export const benchTargets = {
  jsPerRoute: 90 * KB,
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1200,
  tbtMs: 50,
  cls: 0.01,
} as const;
