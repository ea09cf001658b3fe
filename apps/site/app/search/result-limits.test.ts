import { describe, expect, it } from 'vitest';
import { firstResultsLimit, nextResultBatch, pageResultLimit } from './result-limits';

describe('the batches a search shows its results in', () => {
  const batchesOf = (total: number, limit: number) => {
    const batches = [nextResultBatch(0, total, limit)];
    for (;;) {
      const next = nextResultBatch(batches.at(-1) ?? 0, total, limit);
      if (next === batches.at(-1)) return batches;
      batches.push(next);
    }
  };

  it('shows the best result alone, then a screen of them, then every one, each batch once', () => {
    expect(batchesOf(1000, pageResultLimit)).toEqual([1, firstResultsLimit, pageResultLimit]);
  });

  it('stops once every match is shown, and never asks past the limit', () => {
    expect(batchesOf(1, pageResultLimit)).toEqual([1]);
    expect(batchesOf(3, pageResultLimit)).toEqual([1, firstResultsLimit]);
    expect(batchesOf(0, pageResultLimit)).toEqual([1]);
    expect(batchesOf(1000, 3)).toEqual([1, 3]);
    expect(batchesOf(1000, 1)).toEqual([1]);
  });
});
