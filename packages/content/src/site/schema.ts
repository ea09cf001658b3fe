import * as v from 'valibot';
import { PageMetaSchema, TextSchema } from '../shared/schema';

export const siteSections = [
  'main',
  'services',
  'government',
  'industries',
  'blog',
  'legal',
  'company',
] as const;
export type SiteSection = (typeof siteSections)[number];

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
