import { type IconName, iconNames } from '@lumenor/ui/icon-names';
import * as v from 'valibot';

/** Non-empty, trimmed text. */
export const TextSchema = v.pipe(
  v.string(),
  v.nonEmpty('must not be empty'),
  v.check((value) => value.trim() === value, 'must not start or end with whitespace'),
);

/** A link target: a site path ('/about', '/services#ai-ml', '#how-it-works') or an absolute URL. */
export const HrefSchema = v.pipe(
  v.string(),
  v.regex(/^(\/|#|https:\/\/|mailto:|tel:)/, 'must start with /, #, https://, mailto: or tel:'),
);

/** A record's id as it stands in an address or an anchor: 'ai-ml', 'gov-contracting'. */
export const SlugSchema = v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'must be a lowercase slug'));

export const LinkSchema = v.object({ label: TextSchema, href: HrefSchema });
export type Link = v.InferOutput<typeof LinkSchema>;

export const ImageAssetSchema = v.object({
  src: v.pipe(
    v.string(),
    v.regex(/^\/images\/[a-z0-9/-]+\.svg$/, 'must be an /images/… .svg path'),
  ),
  width: v.pipe(v.number(), v.integer(), v.minValue(1)),
  height: v.pipe(v.number(), v.integer(), v.minValue(1)),
  alt: TextSchema,
});
export type ImageAsset = v.InferOutput<typeof ImageAssetSchema>;

export const PageMetaSchema = v.object({
  title: TextSchema,
  description: v.pipe(TextSchema, v.minLength(50, 'must be at least 50 characters')),
  keywords: v.optional(v.pipe(v.array(TextSchema), v.minLength(1))),
});
export type PageMeta = v.InferOutput<typeof PageMetaSchema>;

export const CaseStudySchema = v.object({
  title: TextSchema,
  description: TextSchema,
  results: v.pipe(v.array(TextSchema), v.minLength(1, 'must list at least one result')),
});
export type CaseStudy = v.InferOutput<typeof CaseStudySchema>;

/** Icon names the ui package draws: its React-free list, so content and icons cannot drift apart. */
export { type IconName, iconNames };
export const IconNameSchema = v.picklist(iconNames);

/** A page hero: optional eyebrow, the h1, a lead paragraph and up to two actions. */
export const HeroSchema = v.object({
  eyebrow: v.optional(TextSchema),
  heading: TextSchema,
  body: TextSchema,
  primaryAction: v.optional(LinkSchema),
  secondaryAction: v.optional(LinkSchema),
});
export type Hero = v.InferOutput<typeof HeroSchema>;

/** A section heading with an optional introduction. */
export const SectionIntroSchema = v.object({
  heading: TextSchema,
  intro: v.optional(TextSchema),
});
export type SectionIntro = v.InferOutput<typeof SectionIntroSchema>;

/** What a card with an icon shows of its record: a title, a line about it and the icon. */
export const IconCardSchema = v.object({
  title: TextSchema,
  description: TextSchema,
  icon: IconNameSchema,
});
export type IconCard = v.InferOutput<typeof IconCardSchema>;

/** A call-to-action block. */
export const CtaBlockSchema = v.object({
  heading: TextSchema,
  body: TextSchema,
  action: LinkSchema,
  secondaryAction: v.optional(LinkSchema),
});
export type CtaBlock = v.InferOutput<typeof CtaBlockSchema>;

/** A headline figure such as '500+' / 'villages reached'. */
export const StatSchema = v.object({ value: TextSchema, label: TextSchema });
export type Stat = v.InferOutput<typeof StatSchema>;

/** A titled item: heading plus one paragraph (framework pillars, how-it-works steps, …). */
export const TitledTextSchema = v.object({ title: TextSchema, description: TextSchema });
export type TitledText = v.InferOutput<typeof TitledTextSchema>;

/**
 * A block of long-form text (legal pages, accessibility statement, service pages), with an
 * optional list and, after it, optional links (a vendor's site, an e-mail address, a page).
 */
export const TextSectionSchema = v.object({
  heading: TextSchema,
  paragraphs: v.pipe(v.array(TextSchema), v.minLength(1)),
  list: v.optional(v.pipe(v.array(TextSchema), v.minLength(1))),
  links: v.optional(v.pipe(v.array(LinkSchema), v.minLength(1))),
});
export type TextSection = v.InferOutput<typeof TextSectionSchema>;
