import { lcpTargets } from '@lumenor/site/budgets';
import { describe, expect, it } from 'vitest';
import { type LighthouseResult, methodName, ratioCell, renderReport } from './report.ts';

const run = (lcpMs: number, throttlingMethod = 'devtools', tbtMs = 12.4): LighthouseResult => ({
  lighthouseVersion: '12.1.0',
  fetchTime: '2026-11-27T08:00:00.000Z',
  requestedUrl: 'https://127.0.0.1:4574/',
  configSettings: {
    throttlingMethod,
    throttling: { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: 4 },
  },
  audits: {
    'largest-contentful-paint': { numericValue: lcpMs },
    'total-blocking-time': { numericValue: tbtMs },
    'cumulative-layout-shift': { numericValue: 0 },
    'total-byte-weight': { numericValue: 58_368 },
  },
});

describe('the benchmark report', () => {
  it('names the throttling method and profile each run was made with', () => {
    expect(methodName(run(900))).toBe(
      'throttling applied (devtools: 150 ms RTT, 1.6 Mbps, 4× CPU)',
    );
    expect(methodName(run(900, 'simulate'))).toBe(
      'simulated throttling (Lantern: 150 ms RTT, 1.6 Mbps, 4× CPU)',
    );
  });

  it('marks a ratio over its target, and shows none where there is nothing to compare with', () => {
    expect(ratioCell(1040, 1000, lcpTargets.overNoJs)).toBe('×1.04');
    expect(ratioCell(1100, 1000, lcpTargets.overNoJs)).toBe('**×1.10**');
    expect(ratioCell(1000, Number.NaN, lcpTargets.overNoJs)).toBe('–');
  });

  it("has a line per page: LCP against its no-JS twin, the limit and its English twin, TBT, bytes, and every run's TBT", () => {
    const markdown = renderReport({
      header: ['A run.'],
      methods: [
        {
          runs: 3,
          limit: run(800),
          pages: [
            {
              route: '/',
              median: run(900),
              everyRun: [run(880, 'devtools', 4), run(900), run(920, 'devtools', 121.6)],
              noJsTwin: run(880),
            },
            {
              route: '/te',
              median: run(1000),
              everyRun: [run(1000)],
              noJsTwin: run(990),
              englishTwin: '/',
            },
          ],
          failedAssertions: [
            {
              url: 'https://127.0.0.1:4574/te',
              auditId: 'categories',
              auditProperty: 'performance',
              passed: false,
              operator: '>=',
              expected: 1,
              actual: 0.98,
            },
          ],
        },
      ],
      bytes: [],
    });
    const lines = markdown.split('\n');
    expect(lines).toContain(
      '## throttling applied (devtools: 150 ms RTT, 1.6 Mbps, 4× CPU), median run of 3',
    );
    expect(lines).toContain(
      '| /bench-limit (bare-HTML limit) | 0.80 s | – | – | – | – | 12 ms | 0.000 | 57.0 KB | – |',
    );
    expect(lines).toContain(
      '| / | 0.90 s | 0.88 s | ×1.02 | ×1.13 | – | 12 ms | 0.000 | 57.0 KB | 4 · 12 · 122 ms |',
    );
    expect(lines).toContain(
      '| /te | 1.00 s | 0.99 s | ×1.01 | ×1.25 | **×1.11** | 12 ms | 0.000 | 57.0 KB | 12 ms |',
    );
    expect(lines).toContain(
      'Lighthouse CI assertions failed: /te categories:performance 0.98 (expected >= 1).',
    );
  });
});
