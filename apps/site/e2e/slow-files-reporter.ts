import path from 'node:path';
import type { FullConfig, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** A test file whose tests together take longer than this is named at the end of the run. */
const slowFileMs = 60_000;

/**
 * Names every test file whose tests took more than 60 s in all, summed over the workers that ran
 * them. Playwright's own `reportSlowTests` leaves out a file whose tests were shared between
 * workers (the page sweep runs in parallel mode), which is the one most likely to be slow. The
 * root test command's table (scripts/test-stages.mjs) reads these lines.
 */
export default class SlowFilesReporter implements Reporter {
  #rootDir = '';
  readonly #durations = new Map<string, number>();

  onBegin(config: FullConfig): void {
    this.#rootDir = config.rootDir;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.relative(this.#rootDir, test.location.file);
    this.#durations.set(file, (this.#durations.get(file) ?? 0) + result.duration);
  }

  onEnd(): void {
    const slow = [...this.#durations].filter(([, ms]) => ms > slowFileMs);
    for (const [file, ms] of slow.sort((a, b) => b[1] - a[1])) {
      console.log(`Slow test file: ${file} (${(ms / 60_000).toFixed(1)}m of test time)`);
    }
  }
}
