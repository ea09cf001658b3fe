import { describe, expect, it } from 'vitest';
import { mapWithLimit } from './concurrency';

describe('mapWithLimit', () => {
  it('keeps the order of the items and never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const results = await mapWithLimit([5, 1, 4, 2, 3, 0], 2, async (delay) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, delay));
      running -= 1;
      return delay * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30, 0]);
    expect(most).toBe(2);
  });

  it('takes no items, and fails as the first failing item does', async () => {
    expect(await mapWithLimit([], 4, async () => 1)).toEqual([]);
    await expect(
      mapWithLimit([1, 2], 4, async (item) => {
        if (item === 2) throw new Error('two');
        return item;
      }),
    ).rejects.toThrow('two');
  });
});
