import { servicePath } from '../paths';
import type { PageMeta } from '../shared/schema';
import type { SitePage, SitePageWords } from './schema';
import { type PageEntry, pageTable, type SinglePageKey, singlePageEntries } from './table';

/** One language's page of a table entry, at `path` (the entry's own, or a record's). */
export function sitePage(entry: PageEntry, path: string, words: SitePageWords): SitePage {
  return { path, section: entry.section, inSitemap: entry.inSitemap, ...words };
}

/**
 * One language's records of the single pages of the page table, in its order, with their words,
 * then one per government service area (/services/<id>, its words from its own record).
 */
export function singleSitePages(
  words: Readonly<Record<SinglePageKey, SitePageWords>>,
  serviceAreas: ReadonlyArray<{ id: string; hero: { heading: string }; meta: PageMeta }>,
): SitePage[] {
  return [
    ...singlePageEntries.map((entry) => sitePage(entry, entry.path, words[entry.key])),
    ...serviceAreas.map((area) =>
      sitePage(pageTable.serviceArea, servicePath(area.id), {
        heading: area.hero.heading,
        meta: area.meta,
      }),
    ),
  ];
}
