import { beforeAll, describe, expect, it } from 'vitest';
import { measureFirstSearch } from '../app/search/built-search';
import { shardListPath } from '../app/search/index-files';
import { dialogResultLimit, pageResultLimit } from '../app/search/result-limits';
import { byteBudgets } from '../budgets/budgets';
import { formatKb } from '../budgets/route-bytes';
import { readPages } from '../scripts/lib/pages';
import { extractSearchPage } from '../scripts/search/write-index';
import { clientDirectory, requireBuild } from './built-site';

requireBuild(shardListPath('en').slice(1), shardListPath('te').slice(1));

/**
 * What a visitor's first search downloads, over the built index (gzip level 9): the search's
 * code, the language's list of word shards, the shard of the query's word and one file per result
 * shown: its page file (the text's opening) or, for a word only further on, its text file
 * (built-search.ts). The queries: the most common words of the language's page
 * titles, so a query matching many pages, the costliest, is among them. The search page shows
 * more results than the dialog: both are held to the budget.
 */
const queriesPerLanguage = 5;
const titleWords = new Map<string, Map<string, number>>();
beforeAll(async () => {
  for (const { file, document } of await readPages(clientDirectory)) {
    const page = extractSearchPage(document, file);
    if (!page) continue;
    const counts = titleWords.get(page.lang) ?? new Map<string, number>();
    for (const word of new Set(
      page.document.title.toLocaleLowerCase(page.lang).match(/[\p{L}\p{M}]{4,}/gu),
    )) {
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
    titleWords.set(page.lang, counts);
  }
});

describe(`the first search downloads at most ${formatKb(byteBudgets.firstSearch)}`, {
  timeout: 60_000,
}, () => {
  it.each(['en', 'te'])('in %s', async (lang) => {
    const queries = [...(titleWords.get(lang) ?? [])]
      .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
      .slice(0, queriesPerLanguage)
      .map(([word]) => word);
    expect(queries).toHaveLength(queriesPerLanguage);
    for (const limit of [dialogResultLimit, pageResultLimit]) {
      for (const query of queries) {
        const first = await measureFirstSearch(clientDirectory, lang, query, limit);
        expect(first.total, query).toBeGreaterThan(0);
        const resultFiles = first.files.filter((file) => /\/(pages|texts)\//.test(file.path));
        expect(resultFiles.length).toBe(Math.min(first.total, limit));
        console.log(
          `first search (${lang}, ‘${query}’, ${Math.min(first.total, limit)} of ${first.total} results): ${formatKb(first.bytes)}`,
        );
        expect(
          first.bytes,
          `${lang} ‘${query}’, ${limit} results: ${first.files.map((file) => `${file.path} ${file.bytes}`).join(', ')}`,
        ).toBeLessThanOrEqual(byteBudgets.firstSearch);
      }
    }
  });
});
