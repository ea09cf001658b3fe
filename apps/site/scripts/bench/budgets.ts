import { KB } from './route-bytes';

/** Byte budgets (gzip level 9, 1 KB = 1024 bytes). */
export const byteBudgets = {
  /** JavaScript any route loads before it is interactive (React DOM, React and React Router: about 101 KB). */
  jsPerRoute: 120 * KB,
  /** CSS any route loads. */
  cssPerRoute: 20 * KB,
  /** The HTML document of the home page. */
  homeHtml: 30 * KB,
} as const;

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
