import { describe, expect, it } from 'vitest';
import { type LighthouseRun, median, medianRun, missesOf, ratio } from './figures';

const run = (overrides: Partial<LighthouseRun> = {}): LighthouseRun => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 800,
  lcpMs: 900,
  tbtMs: 0,
  cls: 0,
  speedIndexMs: 900,
  transferBytes: 60_000,
  failedAudits: [],
  ...overrides,
});

describe('how the benchmark reads Lighthouse', () => {
  it('takes medians, leaving out what a run did not measure', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([Number.NaN, 5, 7])).toBe(6);
    expect(median([Number.NaN])).toBeNaN();
    const middle = medianRun([run({ lcpMs: 950 }), run({ lcpMs: 800 }), run({ lcpMs: 1200 })]);
    expect(middle.lcpMs).toBe(950);
  });

  it('compares with the no-JS self as a ratio, undefined where the no-JS figure is 0', () => {
    expect(ratio(1050, 1000)).toBeCloseTo(1.05);
    expect(ratio(20, 0)).toBeUndefined();
    expect(ratio(20, undefined)).toBeUndefined();
  });

  it('names every missed target, and none when a page meets them all', () => {
    expect(missesOf(run(), run())).toEqual([]);
    // 4.2 % above the no-JS self: within the 5 % allowed.
    expect(missesOf(run({ lcpMs: 1000 }), run({ lcpMs: 960 }))).toEqual([]);
    expect(
      missesOf(
        run({ performance: 98, lcpMs: 1100, tbtMs: 45, cls: 0.002, seo: 92 }),
        run({ lcpMs: 1000 }),
      ),
    ).toEqual([
      'performance 98 < 100',
      'SEO 92 < 100',
      'LCP 1.10 s > 1 s',
      'LCP 10.0 % above the no-JS self (> 5 %)',
      'TBT 45 ms > 30 ms',
      'CLS 0.002 > 0',
    ]);
    // Against the bare-HTML limit: 25 % above it is allowed, more is named.
    expect(missesOf(run({ lcpMs: 1000 }), undefined, run({ lcpMs: 800 }))).toEqual([]);
    expect(missesOf(run({ lcpMs: 900 }), undefined, run({ lcpMs: 600 }))).toEqual([
      'LCP 50.0 % above the bare-HTML limit (> 25 %)',
    ]);
    // Scores Lighthouse was not asked for (HTTP/1.1 runs measure performance only) are no miss.
    expect(missesOf(run({ accessibility: Number.NaN, seo: Number.NaN }), undefined)).toEqual([]);
  });
});
