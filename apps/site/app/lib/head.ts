import {
  company,
  type Edition,
  edition,
  isPreviewBuild,
  localeDetails,
  localesOfPage,
  localizedPath,
  type PageRecord,
  pageMetaForPath,
  pageRecordMeta,
  pageRecordPath,
  type SitePage,
} from '@lumenor/content';
import { darkTheme, lightTheme } from '@lumenor/ui';
import interLatinFontUrl from '@lumenor/ui/fonts/inter-latin.woff2?url';
import type { MetaDescriptor } from 'react-router';
import { absoluteUrl, generatedFiles, shareImage, shareImagePath } from './config';
import { breadcrumbTrail, type Crumb, type JsonLdObject, pageJsonLd } from './structured-data';

/**
 * The one place where head tags are shaped: titles, descriptions, canonical URLs, Open Graph,
 * Twitter cards, theme colours, share images and JSON-LD for every route.
 */

/** Title pattern of every page: '<Page> | Lumenor Technologies'. */
export function documentTitle(title: string): string {
  return title === company.name ? title : `${title} | ${company.name}`;
}

/** The browser-chrome colour of each colour mode: the header's background. */
export const themeColors = {
  light: lightTheme.color.background.pinned,
  dark: darkTheme.color.background.pinned,
} as const;

/** Title of the blog's feeds in an edition: the blog page's title in the site pattern. */
export function feedTitle(content: Edition = edition('en')): string {
  return documentTitle(pageMetaForPath('/blog', content)?.title ?? company.name);
}

/** The '@handle' of the company's Twitter profile, if it has one. */
function twitterHandle(): string | undefined {
  const profile = company.social.find((link) => link.network === 'twitter');
  const handle = profile && new URL(profile.href).pathname.split('/').filter(Boolean)[0];
  return handle ? `@${handle}` : undefined;
}

export interface HeadOptions {
  /**
   * The page's breadcrumb trail, when its loader computed it for the visible breadcrumbs too
   * (`breadcrumbTrail(record, content)`); computed here otherwise.
   */
  breadcrumbs?: readonly Crumb[];
  /**
   * Structured data beyond what `pageJsonLd` gives every page (Organization, WebPage,
   * breadcrumbs, BlogPosting, FAQPage, Service); undefined entries are skipped.
   */
  jsonLd?: Array<JsonLdObject | undefined>;
}

function themeColorTags(): MetaDescriptor[] {
  return [
    { name: 'theme-color', media: '(prefers-color-scheme: light)', content: themeColors.light },
    { name: 'theme-color', media: '(prefers-color-scheme: dark)', content: themeColors.dark },
  ];
}

function shareImageTags(path: string | null, alt: string, content: Edition): MetaDescriptor[] {
  const url = absoluteUrl(shareImagePath(path, content.locale));
  return [
    { property: 'og:image', content: url },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(shareImage.width) },
    { property: 'og:image:height', content: String(shareImage.height) },
    { property: 'og:image:alt', content: alt },
    { name: 'twitter:image', content: url },
    { name: 'twitter:image:alt', content: alt },
  ];
}

function jsonLdTags(objects: Array<JsonLdObject | undefined>): MetaDescriptor[] {
  return objects
    .filter((object): object is JsonLdObject => object !== undefined)
    .map((object) => ({ 'script:ld+json': object }));
}

/** Open Graph article tags when the page carries a BlogPosting. */
function articleTags(objects: Array<JsonLdObject | undefined>): MetaDescriptor[] {
  const posting = objects.find((object) => object?.['@type'] === 'BlogPosting');
  if (!posting) return [];
  const tags: MetaDescriptor[] = [];
  if (typeof posting.datePublished === 'string') {
    tags.push({ property: 'article:published_time', content: posting.datePublished });
  }
  if (typeof posting.articleSection === 'string') {
    tags.push({ property: 'article:section', content: posting.articleSection });
  }
  const author = posting.author;
  if (author && typeof author === 'object' && !Array.isArray(author)) {
    if (typeof author.name === 'string')
      tags.push({ property: 'article:author', content: author.name });
  }
  return tags;
}

/**
 * The same page in every language, for search engines and the language switch: a
 * `<link rel="alternate" hreflang>` per locale, and x-default (English) for any other reader;
 * none for a page in one language only (an article awaiting its translation).
 */
function languageAlternateTags(path: string): MetaDescriptor[] {
  // Only the languages the page is in: an article may await its translation, and a later page of a
  // list exists only in the languages whose list runs that long.
  const published = localesOfPage(path);
  if (published.length < 2) return [];
  const alternates = published.map((locale) => ({
    hrefLang: localeDetails[locale].lang,
    url: absoluteUrl(localizedPath(path, locale)),
  }));
  const fallback = published.includes('en')
    ? [{ hrefLang: 'x-default', url: absoluteUrl(path) }]
    : [];
  return [...alternates, ...fallback].map(({ hrefLang, url }) => ({
    tagName: 'link',
    rel: 'alternate',
    hrefLang,
    href: url,
  }));
}

/**
 * Head data of one page, from the record its loader found (`PageRecord`: a page record, an
 * article or a blog category), in the page's language edition.
 */
export function headFor(
  record: PageRecord,
  content: Edition = edition('en'),
  options: HeadOptions = {},
): MetaDescriptor[] {
  const path = pageRecordPath(record);
  const meta = pageRecordMeta(record, content.blogCopy);
  const url = absoluteUrl(localizedPath(path, content.locale));
  const title = documentTitle(meta.title);
  const trail = options.breadcrumbs ?? breadcrumbTrail(record, content);
  const structuredData = [
    ...pageJsonLd(record, trail, undefined, content),
    ...(options.jsonLd ?? []),
  ];
  const isArticle = structuredData.some((object) => object?.['@type'] === 'BlogPosting');
  const handle = twitterHandle();
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: meta.description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...languageAlternateTags(path),
    ...themeColorTags(),
    { property: 'og:type', content: isArticle ? 'article' : 'website' },
    { property: 'og:site_name', content: company.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: meta.description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: content.details.openGraph },
    ...localesOfPage(path)
      .filter((locale) => locale !== content.locale)
      .map((locale) => ({
        property: 'og:locale:alternate',
        content: localeDetails[locale].openGraph,
      })),
    ...articleTags(structuredData),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: meta.description },
    ...(handle ? [{ name: 'twitter:site', content: handle }] : []),
    ...shareImageTags(path, title, content),
  ];
  if (meta.keywords?.length) tags.push({ name: 'keywords', content: meta.keywords.join(', ') });
  tags.push(...previewRobotsTags());
  tags.push(...jsonLdTags(structuredData));
  return tags;
}

/**
 * `noindex` in a preview build (`SITE_PREVIEW=1`: drafts and scheduled articles shown), which
 * search engines must never index; nothing in a production build.
 */
export function previewRobotsTags(
  env: Record<string, string | undefined> = globalThis.process?.env ?? {},
): MetaDescriptor[] {
  return isPreviewBuild(env) ? [{ name: 'robots', content: 'noindex' }] : [];
}

/** Head data of a page drawn from its page record (`requireSitePage(path, content)`). */
export function headForPage(
  page: SitePage,
  content: Edition = edition('en'),
  options: HeadOptions = {},
): MetaDescriptor[] {
  return headFor({ kind: 'page', page }, content, options);
}

/** The not-found page: never indexed, no canonical URL, the generic share image. */
export function notFoundHead(content: Edition = edition('en')): MetaDescriptor[] {
  return noIndexHead(content.layoutCopy.notFound.title, content.layoutCopy.notFound.body, content);
}

/**
 * A page served with status 404 at addresses of its own choosing (the not-found page, the empty
 * category page): never indexed, no canonical URL, the generic share image.
 */
export function noIndexHead(
  pageTitle: string,
  description: string,
  content: Edition = edition('en'),
): MetaDescriptor[] {
  const title = documentTitle(pageTitle);
  return [
    { title },
    { name: 'description', content: description },
    { name: 'robots', content: 'noindex' },
    ...themeColorTags(),
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: company.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:locale', content: content.details.openGraph },
    { name: 'twitter:card', content: 'summary_large_image' },
    ...shareImageTags(null, title, content),
  ];
}

/** A `<link>` element of the document head, rendered by the root layout. */
export type HeadLink = {
  rel: string;
  href: string;
  type?: string;
  sizes?: string;
  title?: string;
  as?: string;
  crossOrigin?: 'anonymous';
};

/** The links of every page of an edition: its font, icons, manifest and its blog's feeds. */
export function siteLinks(content: Edition = edition('en')): HeadLink[] {
  const title = feedTitle(content);
  return [
    // English pages set their text in Inter's latin face, declared with font-display: optional.
    // Prefetched, not preloaded: on a first visit the page is set in Inter's metric-matched
    // fallback (webFontScript, rendered right after these links, marks it pending), since on a slow
    // network the file cannot come in time, and a preload would hold the first paint for it; the
    // islands' entry then remembers the file (rememberWebFont), and every later page is set in
    // Inter from the cache. Telugu pages name no font: their Telugu is set in the device's own Noto
    // Sans Telugu where it has one (styles/telugu-font.css), and their few Latin words in Inter's
    // fallback, not Inter (styles/telugu.css.ts).
    ...(content.locale === 'en'
      ? [
          {
            rel: 'prefetch',
            href: interLatinFontUrl,
            as: 'font',
            type: 'font/woff2',
            crossOrigin: 'anonymous' as const,
          },
        ]
      : []),
    { rel: 'icon', href: generatedFiles.faviconIco, sizes: '32x32' },
    { rel: 'icon', href: generatedFiles.faviconSvg, type: 'image/svg+xml' },
    { rel: 'apple-touch-icon', href: generatedFiles.appleTouchIcon },
    { rel: 'manifest', href: generatedFiles.manifest },
    {
      rel: 'alternate',
      type: 'application/rss+xml',
      title: `${title} (RSS)`,
      href: localizedPath(generatedFiles.rss, content.locale),
    },
    {
      rel: 'alternate',
      type: 'application/atom+xml',
      title: `${title} (Atom)`,
      href: localizedPath(generatedFiles.atom, content.locale),
    },
  ];
}
