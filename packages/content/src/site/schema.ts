import * as v from 'valibot';
import { PageMetaSchema, TextSchema } from '../shared/schema';
import { siteSections } from './table';

export { type SiteSection, siteSections } from './table';

/** A page of the site in one language: its entry of the page table with its words. */
export const SitePageSchema = v.object({
  path: v.pipe(
    v.string(),
    v.regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/, 'must be a clean site path'),
  ),
  meta: PageMetaSchema,
  /** The page's h1. */
  heading: TextSchema,
  section: v.picklist(siteSections),
  inSitemap: v.boolean(),
});
export type SitePage = v.InferOutput<typeof SitePageSchema>;

/** A single page's words in one language, by its key in the page table. */
export const SitePageWordsSchema = v.object({
  meta: PageMetaSchema,
  /** The page's h1. */
  heading: TextSchema,
});
export type SitePageWords = v.InferOutput<typeof SitePageWordsSchema>;
