import { servicePath } from '../paths';
import type { PageMeta } from '../shared/schema';
import type { SitePage, SitePageWords } from './schema';
import { type PageEntry, type PageRow, pageTable } from './table';

/** One language's page of a table entry, at `path` (the entry's own, or a record's). */
export function sitePage(entry: PageEntry, path: string, words: SitePageWords): SitePage {
  return { path, section: entry.section, inSitemap: entry.inSitemap, ...words };
}

/**
 * One language's records of the single pages of a page table, in its order, with their words,
 * then one per government service area (/services/<id>, its words from its own record).
 */
export function singleSitePages(
  rows: readonly PageRow[],
  words: Readonly<Record<string, SitePageWords>>,
  serviceAreas: ReadonlyArray<{ id: string; hero: { heading: string }; meta: PageMeta }>,
): SitePage[] {
  return [
    ...rows.flatMap((row) => {
      const pageWords = words[row.key];
      return row.records || !pageWords ? [] : [sitePage(row, row.path, pageWords)];
    }),
    ...serviceAreas.map((area) =>
      sitePage(pageTable.serviceArea, servicePath(area.id), {
        heading: area.hero.heading,
        meta: area.meta,
      }),
    ),
  ];
}
