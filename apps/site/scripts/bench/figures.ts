import { benchTargets } from './budgets';

/** Lighthouse's figures for one page load, and how the benchmark reads them. */

export interface LighthouseRun {
  performance: number;
  /** Only measured on the page with its scripts, over HTTP/2 (NaN elsewhere). */
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Bytes on the wire: every response's transfer size (Lighthouse's total-byte-weight). */
  transferBytes: number;
  failedAudits: string[];
}

export function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const of = (key: Exclude<keyof LighthouseRun, 'failedAudits'>) =>
    median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    speedIndexMs: of('speedIndexMs'),
    transferBytes: of('transferBytes'),
    failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))].sort(),
  };
}

/** `a / b`, or undefined when the no-JS self has nothing to compare with (TBT 0 ms). */
export function ratio(value: number, noJsValue: number | undefined): number | undefined {
  if (noJsValue === undefined || Number.isNaN(noJsValue) || noJsValue === 0) return undefined;
  return value / noJsValue;
}

/**
 * The targets `js` misses, against its no-JS self and against the bare-HTML limit measured in the
 * same run (either may be absent).
 */
export function missesOf(
  js: LighthouseRun,
  noJs: LighthouseRun | undefined,
  limit?: LighthouseRun,
): string[] {
  const misses: string[] = [];
  if (js.performance < benchTargets.performance) {
    misses.push(`performance ${js.performance} < ${benchTargets.performance}`);
  }
  for (const [name, value] of [
    ['accessibility', js.accessibility],
    ['best practices', js.bestPractices],
    ['SEO', js.seo],
  ] as const) {
    if (value < 100) misses.push(`${name} ${value} < 100`);
  }
  if (js.lcpMs > benchTargets.lcpMs) {
    misses.push(`LCP ${(js.lcpMs / 1000).toFixed(2)} s > ${benchTargets.lcpMs / 1000} s`);
  }
  const lcpRatio = ratio(js.lcpMs, noJs?.lcpMs);
  if (lcpRatio !== undefined && lcpRatio > 1 + benchTargets.lcpOverNoJs) {
    misses.push(
      `LCP ${(lcpRatio * 100 - 100).toFixed(1)} % above the no-JS self (> ${benchTargets.lcpOverNoJs * 100} %)`,
    );
  }
  const limitRatio = ratio(js.lcpMs, limit?.lcpMs);
  if (limitRatio !== undefined && limitRatio > 1 + benchTargets.lcpOverLimit) {
    misses.push(
      `LCP ${(limitRatio * 100 - 100).toFixed(1)} % above the bare-HTML limit (> ${benchTargets.lcpOverLimit * 100} %)`,
    );
  }
  if (js.tbtMs > benchTargets.tbtMs) {
    misses.push(`TBT ${Math.round(js.tbtMs)} ms > ${benchTargets.tbtMs} ms`);
  }
  if (js.cls > benchTargets.cls) misses.push(`CLS ${js.cls.toFixed(3)} > ${benchTargets.cls}`);
  return misses;
}
