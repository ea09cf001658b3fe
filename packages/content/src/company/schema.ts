import * as v from 'valibot';
import { ImageAssetSchema, TextSchema } from '../shared/schema';

export const socialNetworks = ['linkedin', 'twitter', 'facebook'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export const SocialLinkSchema = v.object({
  network: v.picklist(socialNetworks),
  label: TextSchema,
  href: v.pipe(v.string(), v.url(), v.startsWith('https://')),
});
export type SocialLink = v.InferOutput<typeof SocialLinkSchema>;

export const PostalAddressSchema = v.object({
  streetAddress: TextSchema,
  locality: TextSchema,
  region: TextSchema,
  postalCode: v.pipe(v.string(), v.regex(/^\d{6}$/, 'must be a six-digit PIN code')),
  country: TextSchema,
});
export type PostalAddress = v.InferOutput<typeof PostalAddressSchema>;

export const CompanySchema = v.object({
  name: TextSchema,
  legalName: TextSchema,
  /** Corporate Identity Number shown in the legal pages. */
  cin: TextSchema,
  tagline: TextSchema,
  description: TextSchema,
  /** Public origin of the website (no trailing slash): canonical URLs, sitemap, feeds and share images. */
  website: v.pipe(
    v.string(),
    v.url(),
    v.regex(/^https:\/\/[^/]+$/, 'must be an https origin without a path or trailing slash'),
  ),
  email: v.pipe(v.string(), v.email()),
  /** Grievance officer under the DPDP Act 2023 and the IT Rules 2021. */
  grievanceOfficer: v.object({
    name: TextSchema,
    email: v.pipe(v.string(), v.email()),
  }),
  phone: v.pipe(v.string(), v.regex(/^\+91 [\d ]+$/, 'must be an Indian number starting +91')),
  address: PostalAddressSchema,
  social: v.pipe(v.array(SocialLinkSchema), v.minLength(1)),
  foundedYear: v.pipe(v.number(), v.integer()),
  logo: ImageAssetSchema,
});
export type Company = v.InferOutput<typeof CompanySchema>;

/** Per-field hashes of the English text a Telugu file translates (see data/README.md). */
export const TranslationStampSchema = v.record(v.string(), v.string());

/** `data/company.json`: the company's facts, the same in every language. */
export const CompanyFactsSchema = v.strictObject({
  name: CompanySchema.entries.name,
  legalName: CompanySchema.entries.legalName,
  cin: CompanySchema.entries.cin,
  website: CompanySchema.entries.website,
  email: CompanySchema.entries.email,
  phone: CompanySchema.entries.phone,
  grievanceOfficerEmail: CompanySchema.entries.grievanceOfficer.entries.email,
  postalCode: PostalAddressSchema.entries.postalCode,
  foundedYear: CompanySchema.entries.foundedYear,
  logo: ImageAssetSchema,
  social: v.pipe(
    v.array(
      v.strictObject({
        network: SocialLinkSchema.entries.network,
        href: SocialLinkSchema.entries.href,
      }),
    ),
    v.minLength(1),
  ),
});
export type CompanyFacts = v.InferOutput<typeof CompanyFactsSchema>;

/** `data/company.<locale>.json`: the company's text in one language. */
export const CompanyTextSchema = v.strictObject({
  tagline: TextSchema,
  description: TextSchema,
  grievanceOfficerName: TextSchema,
  address: v.strictObject({
    streetAddress: TextSchema,
    locality: TextSchema,
    region: TextSchema,
    country: TextSchema,
  }),
  socialLabels: v.record(v.picklist(socialNetworks), TextSchema),
  translationOf: v.optional(TranslationStampSchema),
});
export type CompanyText = v.InferOutput<typeof CompanyTextSchema>;
