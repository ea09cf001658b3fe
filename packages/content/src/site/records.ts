import { governmentRecords } from '../government/records';
import type { GovServicePage } from '../government/schema';
import { industriesRecords } from '../industries/records';
import type { Industry } from '../industries/schema';
import type { Locale } from '../locale';
import { pagesRecords } from '../pages/records';
import { industryPath } from '../paths';
import { singleSitePages, sitePage } from './pages';
import type { SitePage, SitePageWords } from './schema';
import { type PageRow, pageEntries, pageTable } from './table';

/** What the site's pages take from the other areas: each page's words, the records with pages. */
export interface SitePageSources {
  /** The pages area's records: each single page's h1 (its hero's heading) and head data. */
  pages: Pick<
    ReturnType<typeof pagesRecords>,
    'pages' | 'pageMeta' | 'industryTitle' | 'notFoundDescription'
  >;
  govServicePages: readonly GovServicePage[];
  industries: readonly Industry[];
}

/**
 * The pages of the site in one language: the page table's entries (table.ts) with their words
 * (each page's head data and h1, from its record in data/messages/pages/pages.<locale>.json), the
 * pages of the government service areas and industries, and the not-found page's head data.
 * `sources`: the other areas' records, when the caller has them already (a test's, in a language
 * of its own); `rows`: another page table (a test's, with a page more).
 */
export function siteRecords(
  locale: Locale,
  sources: SitePageSources = {
    pages: pagesRecords(locale),
    govServicePages: governmentRecords(locale).govServicePages,
    industries: industriesRecords(locale).industries,
  },
  rows: readonly PageRow[] = pageEntries,
) {
  const { pages, pageMeta, industryTitle, notFoundDescription } = sources.pages;
  const shown = pages as unknown as Record<string, { hero: { heading: string } }>;
  const metaOf = pageMeta as Record<string, SitePageWords['meta']>;
  const pageWords = Object.fromEntries(
    rows
      .filter((row) => !row.records)
      .map((row): [string, SitePageWords] => {
        const heading = shown[row.key]?.hero.heading;
        const meta = metaOf[row.key];
        // pagesRecords has them for every row of the table it was given: the same table.
        if (!heading || !meta) throw new Error(`The pages' records have no page ${row.key}`);
        return [row.key, { heading, meta }];
      }),
  );
  const sitePages: SitePage[] = singleSitePages(rows, pageWords, sources.govServicePages);
  const industryPages: SitePage[] = sources.industries.map((industry) =>
    sitePage(pageTable.industry, industryPath(industry.id), {
      heading: industry.title,
      meta: {
        title: industryTitle(industry.title),
        description: industry.seoDescription,
        keywords: industry.seoKeywords,
      },
    }),
  );
  return {
    /** A page record per single page, then one per /services/<id> page. */
    sitePages,
    /** Head data of /industries/<id> pages. */
    industryPages,
    /** Head data of the not-found page. */
    notFoundMeta: { title: pages.notFound.heading, description: notFoundDescription },
  };
}
