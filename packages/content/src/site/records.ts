import * as v from 'valibot';
import { factValues } from '../facts';
import { governmentRecords } from '../government/records';
import type { GovServicePage } from '../government/schema';
import { industriesRecords } from '../industries/records';
import type { Industry } from '../industries/schema';
import type { Locale } from '../locale';
import { messageFiles, messagesFileName } from '../messages';
import { notFoundValues, pagesRecords } from '../pages/records';
import type { Pages } from '../pages/schema';
import { industryPath } from '../paths';
import { recordsFromMessages } from '../shared/messages';
import { PageMetaSchema } from '../shared/schema';
import { singleSitePages, sitePage } from './pages';
import type { SitePage, SitePageWords } from './schema';
import { heroRecord, siteStructure } from './structure';
import { pageTable, type SinglePageKey, singlePageEntries } from './table';

const SiteMessagesSchema = v.object({
  // Strict: the words of a page the table does not have fail, naming it.
  pages: v.strictObject({
    ...(Object.fromEntries(singlePageEntries.map((entry) => [entry.key, PageMetaSchema])) as Record<
      SinglePageKey,
      typeof PageMetaSchema
    >),
    industry: v.object({ title: v.function() as v.GenericSchema<(title: string) => string> }),
  }),
  notFound: v.object({ description: PageMetaSchema.entries.description }),
});

/** What the site's pages take from the other areas: each page's h1, the records with pages. */
export interface SitePageSources {
  pages: Pages;
  govServicePages: readonly GovServicePage[];
  industries: readonly Industry[];
}

/**
 * The pages of the site in one language: the page table's entries with their words (the head
 * data of data/messages/site/site.<locale>.json, the h1 of the page's hero in the pages area),
 * the pages of the government service areas and industries, and the not-found page's head data.
 * `messages`: another set of words for the same structure (a language in the making, a test's);
 * `sources`: the other areas' records, when the caller has them already.
 */
export function siteRecords(
  locale: Locale,
  messages: unknown = messageFiles.site[locale],
  sources: SitePageSources = {
    pages: pagesRecords(locale).pages,
    govServicePages: governmentRecords(locale).govServicePages,
    industries: industriesRecords(locale).industries,
  },
) {
  const words = recordsFromMessages(
    messagesFileName('site', locale),
    SiteMessagesSchema,
    siteStructure,
    messages,
    { ...factValues(locale), ...notFoundValues(locale) },
  );
  const { pages } = sources;
  const pageWords = Object.fromEntries(
    singlePageEntries.map((entry): [SinglePageKey, SitePageWords] => [
      entry.key,
      { heading: pages[heroRecord(entry.key)].hero.heading, meta: words.pages[entry.key] },
    ]),
  ) as Record<SinglePageKey, SitePageWords>;
  const sitePages: SitePage[] = singleSitePages(pageWords, sources.govServicePages);
  const industryPages: SitePage[] = sources.industries.map((industry) =>
    sitePage(pageTable.industry, industryPath(industry.id), {
      heading: industry.title,
      meta: {
        title: words.pages.industry.title(industry.title),
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
    notFoundMeta: { title: pages.notFound.heading, description: words.notFound.description },
  };
}
