/** At most this many results in the header's dialog; Enter in its field shows more on the search page. */
export const dialogResultLimit = 10;

/** At most this many results on the search page, the best first. */
export const pageResultLimit = 20;

/**
 * The results a search finds first, as soon as their files are in (one file each): about a screen
 * of them (two or three in the dialog at a phone's width, five on the search page at a desktop's).
 */
export const firstResultsLimit = 5;

/**
 * How many results a search shows next, given how many it asked for last (`shown`, 0 for a new
 * query), how many match and how many it shows at most: the best one alone as soon as its file is
 * in, then the first screen (`firstResultsLimit`), then all; each once the one before is on
 * screen, as every result shown first waits for the files of those shown with it. Unchanged once
 * nothing more is to be shown.
 */
export function nextResultBatch(shown: number, total: number, limit: number): number {
  const batches = [1, Math.min(limit, firstResultsLimit), limit];
  if (shown > 0 && total <= shown) return shown;
  return batches.find((size) => size > shown) ?? limit;
}
