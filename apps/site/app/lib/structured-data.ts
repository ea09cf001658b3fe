import {
  type BlogPost,
  blogPostPath,
  type Edition,
  edition,
  getSitePage,
  localizedPath,
  type PageMeta,
  type PageRecord,
  pageRecordMeta,
  pageRecordPath,
  type SitePage,
} from '@lumenor/content';
import { pageTable } from '@lumenor/content/page-table';
import { absoluteUrl, shareImage, shareImagePath, siteOrigin } from './config';

/**
 * schema.org structured data (JSON-LD) of the site, in one language edition (English unless
 * given), built from the record a page is drawn from (`PageRecord`). Paths are the site's paths
 * without a locale prefix; the URLs point into the edition. lib/head.ts renders each object as
 * <script type="application/ld+json">.
 */

export type JsonLdValue = string | number | boolean | null | JsonLdObject | JsonLdValue[];
export type JsonLdObject = { [key: string]: JsonLdValue };

const context = 'https://schema.org';

const english = () => edition('en');

/** The absolute URL of a site path in an edition. */
function editionUrl(path: string, content: Edition, origin: string): string {
  return absoluteUrl(localizedPath(path, content.locale), origin);
}

/** The stable @id of the company node, so other nodes can point at it. */
export function organizationId(origin: string = siteOrigin): string {
  return `${origin}/#organization`;
}

/**
 * The pages that describe the company, which carry its whole node (search engines read it from
 * the home page; the others describe it too). Elsewhere a page names it by reference: the node
 * in every page's head cost about 300 bytes of each first response.
 */
export const companyPagePaths: ReadonlySet<string> = new Set<string>([
  pageTable.home.path,
  pageTable.about.path,
  pageTable.contact.path,
]);

/** The company, on the pages that describe it ({@link companyPagePaths}). */
export function organizationJsonLd(
  origin: string = siteOrigin,
  content: Edition = english(),
): JsonLdObject {
  const { company } = content;
  const { address, logo } = company;
  return {
    '@context': context,
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: company.name,
    legalName: company.legalName,
    description: company.description,
    url: editionUrl('/', content, origin),
    logo: {
      '@type': 'ImageObject',
      url: absoluteUrl(logo.src, origin),
      width: logo.width,
      height: logo.height,
    },
    email: company.email,
    telephone: company.phone,
    foundingDate: String(company.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.streetAddress,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      email: company.email,
      telephone: company.phone,
      url: editionUrl('/contact', content, origin),
    },
    sameAs: company.social.map((profile) => profile.href),
  };
}

/** A short reference to the company for nested nodes (publisher, provider). */
function organizationRef(origin: string, content: Edition): JsonLdObject {
  return { '@type': 'Organization', '@id': organizationId(origin), name: content.company.name };
}

export interface Crumb {
  name: string;
  path: string;
}

/**
 * The trail from the home page to a page through every ancestor that is a page of its own
 * ('/blog/category/smart-cities' → Home › Blog › Smart Cities Articles; '/blog/category' is not a
 * page). Navigation labels name the ancestors where they exist ('Blog', 'Industries'), page titles
 * otherwise; the last crumb is the page's own title. A loader computes it once and hands it to
 * the head (BreadcrumbList) and to the page (the visible trail).
 */
export function breadcrumbTrail(record: PageRecord, content: Edition = english()): Crumb[] {
  const path = pageRecordPath(record);
  // A later page of a list: the list's own trail, then this page.
  if (record.kind !== 'post' && record.listingPage && record.listingPage > 1) {
    return [
      ...breadcrumbTrail({ ...record, listingPage: 1 }, content),
      { name: pageRecordMeta(record, content.blogCopy).title, path },
    ];
  }
  const segments = path.split('/').filter(Boolean);
  const trail: Crumb[] = [{ name: crumbName('/', content), path: '/' }];
  for (let index = 1; index < segments.length; index += 1) {
    const ancestor = `/${segments.slice(0, index).join('/')}`;
    if (getSitePage(ancestor, content.sitePages)) {
      trail.push({ name: crumbName(ancestor, content), path: ancestor });
    }
  }
  if (path !== '/') trail.push({ name: pageRecordMeta(record, content.blogCopy).title, path });
  return trail;
}

function crumbName(path: string, content: Edition): string {
  const href = localizedPath(path, content.locale);
  const navItem = content.mainNavigation.find((item) => item.href === href);
  return navItem?.label ?? getSitePage(path, content.sitePages)?.meta.title ?? path;
}

/** A trail as the links of the visible breadcrumbs, in the edition's addresses. */
export function breadcrumbLinks(
  trail: readonly Crumb[],
  content: Edition = english(),
): Array<{ label: string; href: string }> {
  return trail.map((crumb) => ({ label: crumb.name, href: content.href(crumb.path) }));
}

/** BreadcrumbList of a nested page (two or more path segments); undefined for top-level pages. */
export function breadcrumbJsonLd(
  trail: readonly Crumb[],
  origin: string = siteOrigin,
  content: Edition = english(),
): JsonLdObject | undefined {
  const path = trail.at(-1)?.path ?? '/';
  if (path.split('/').filter(Boolean).length < 2) return undefined;
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: editionUrl(crumb.path, content, origin),
    })),
  };
}

/** A blog post as BlogPosting. */
export function blogPostingJsonLd(
  post: BlogPost,
  origin: string = siteOrigin,
  content: Edition = english(),
): JsonLdObject {
  const path = blogPostPath(post.id);
  const url = editionUrl(path, content, origin);
  return {
    '@context': context,
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: url,
    datePublished: post.datePublished,
    dateModified: post.datePublished,
    inLanguage: content.details.intlTag,
    articleSection: post.category,
    wordCount: post.wordCount,
    timeRequired: `PT${post.readingMinutes}M`,
    image: {
      '@type': 'ImageObject',
      url: absoluteUrl(shareImagePath(path, content.locale), origin),
      width: shareImage.width,
      height: shareImage.height,
    },
    author: { '@type': 'Person', name: post.author.name, jobTitle: post.author.role },
    publisher: {
      ...organizationRef(origin, content),
      logo: { '@type': 'ImageObject', url: absoluteUrl(content.company.logo.src, origin) },
    },
  };
}

/** The contact page's questions and answers. */
export function faqPageJsonLd(content: Edition = english()): JsonLdObject {
  return {
    '@context': context,
    '@type': 'FAQPage',
    inLanguage: content.details.intlTag,
    mainEntity: content.faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

/** Every service of the company, one Service node each (the /services overview). */
export function servicesJsonLd(
  origin: string = siteOrigin,
  content: Edition = english(),
): JsonLdObject {
  return {
    '@context': context,
    '@graph': content.services.map((service) => ({
      '@type': 'Service',
      '@id': editionUrl(`/services#${service.id}`, content, origin),
      name: service.title,
      serviceType: service.title,
      description: service.description,
      // Records already hold the edition's own links.
      url: absoluteUrl(service.href, origin),
      inLanguage: content.details.intlTag,
      provider: organizationRef(origin, content),
    })),
  };
}

/** One service page (/services/e-governance …) as a Service, from its page record. */
export function servicePageJsonLd(
  page: SitePage,
  origin: string = siteOrigin,
  content: Edition = english(),
): JsonLdObject {
  const { meta } = page;
  const url = editionUrl(page.path, content, origin);
  return {
    '@context': context,
    '@type': 'Service',
    '@id': `${url}#service`,
    name: meta.title,
    serviceType: meta.title,
    description: meta.description,
    url,
    inLanguage: content.details.intlTag,
    provider: organizationRef(origin, content),
    areaServed: { '@type': 'Country', name: content.company.address.country },
  };
}

/** The page itself: its name, address and language. */
function webPageJsonLd(
  path: string,
  meta: PageMeta,
  origin: string,
  content: Edition,
): JsonLdObject {
  return {
    '@context': context,
    '@type': 'WebPage',
    '@id': `${editionUrl(path, content, origin)}#webpage`,
    url: editionUrl(path, content, origin),
    name: meta.title,
    description: meta.description,
    inLanguage: content.details.intlTag,
    isPartOf: {
      '@type': 'WebSite',
      url: editionUrl('/', content, origin),
      name: content.company.name,
    },
  };
}

/**
 * The structured data of a page, from its record: the company on the pages about it, the page itself, a
 * breadcrumb trail on nested pages (`trail`, as the loader computed it), BlogPosting on posts,
 * FAQPage on /contact, Service on /services and /services/*.
 */
export function pageJsonLd(
  record: PageRecord,
  trail: readonly Crumb[],
  origin: string = siteOrigin,
  content: Edition = english(),
): JsonLdObject[] {
  const path = pageRecordPath(record);
  const page = record.kind === 'page' ? record.page : undefined;
  const nodes = [
    companyPagePaths.has(path) ? organizationJsonLd(origin, content) : undefined,
    webPageJsonLd(path, pageRecordMeta(record, content.blogCopy), origin, content),
    breadcrumbJsonLd(trail, origin, content),
    record.kind === 'post' ? blogPostingJsonLd(record.post, origin, content) : undefined,
    path === '/contact' ? faqPageJsonLd(content) : undefined,
    path === '/services' ? servicesJsonLd(origin, content) : undefined,
    page && path.startsWith('/services/') ? servicePageJsonLd(page, origin, content) : undefined,
  ];
  return nodes.filter((node): node is JsonLdObject => node !== undefined);
}
