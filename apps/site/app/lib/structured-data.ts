import {
  type BlogPost,
  blogPostPath,
  type Edition,
  edition,
  getPostById,
  localizedPath,
  pageMetaForPath,
} from '@lumenor/content';
import { absoluteUrl, shareImage, shareImagePath, siteOrigin } from './config';

/**
 * schema.org structured data (JSON-LD) of the site, in one language edition (English unless
 * given). Paths are the site's paths without a locale prefix; the URLs point into the edition.
 * `headForPath` renders each object as <script type="application/ld+json">.
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

/** The company: on every page. */
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
 * The trail from the home page to `path` through every ancestor that is a page of its own
 * ('/blog/category/smart-cities' → Home › Blog › Smart Cities; '/blog/category' is not a page).
 * Navigation labels name the ancestors where they exist ('Blog', 'Industries'), page titles otherwise.
 */
export function breadcrumbTrail(path: string, content: Edition = english()): Crumb[] {
  const segments = path.split('/').filter(Boolean);
  const trail: Crumb[] = [{ name: crumbName('/', content), path: '/' }];
  for (let index = 1; index <= segments.length; index += 1) {
    const ancestor = `/${segments.slice(0, index).join('/')}`;
    const meta = pageMetaForPath(ancestor, content);
    if (!meta) continue;
    trail.push({
      name: index === segments.length ? meta.title : crumbName(ancestor, content),
      path: ancestor,
    });
  }
  return trail;
}

function crumbName(path: string, content: Edition): string {
  const href = localizedPath(path, content.locale);
  const navItem = content.mainNavigation.find((item) => item.href === href);
  return navItem?.label ?? pageMetaForPath(path, content)?.title ?? path;
}

/** BreadcrumbList of a nested page (two or more path segments); undefined for top-level pages. */
export function breadcrumbJsonLd(
  path: string,
  origin: string = siteOrigin,
  content: Edition = english(),
): JsonLdObject | undefined {
  if (path.split('/').filter(Boolean).length < 2 || !pageMetaForPath(path, content)) {
    return undefined;
  }
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumbTrail(path, content).map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: editionUrl(crumb.path, content, origin),
    })),
  };
}

/** A blog post as BlogPosting; undefined for an unknown id (the not-found page). */
export function blogPostingJsonLd(
  postOrId: BlogPost | string | undefined,
  origin: string = siteOrigin,
  content: Edition = english(),
): JsonLdObject | undefined {
  const post = typeof postOrId === 'string' ? getPostById(postOrId, content.blogPosts) : postOrId;
  if (!post) return undefined;
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

/** One service page (/services/e-governance …) as a Service; undefined for an unknown path. */
export function servicePageJsonLd(
  path: string,
  origin: string = siteOrigin,
  content: Edition = english(),
): JsonLdObject | undefined {
  const meta = pageMetaForPath(path, content);
  if (!meta) return undefined;
  const url = editionUrl(path, content, origin);
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
function webPageJsonLd(path: string, origin: string, content: Edition): JsonLdObject | undefined {
  const meta = pageMetaForPath(path, content);
  if (!meta) return undefined;
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
 * The structured data of a page, by its path: the company everywhere, a breadcrumb trail on
 * nested pages, BlogPosting on posts, FAQPage on /contact, Service on /services and /services/*.
 */
export function pageJsonLd(
  path: string,
  origin: string = siteOrigin,
  content: Edition = english(),
): JsonLdObject[] {
  const post = content.blogPosts.find((candidate) => blogPostPath(candidate.id) === path);
  const nodes = [
    organizationJsonLd(origin, content),
    webPageJsonLd(path, origin, content),
    breadcrumbJsonLd(path, origin, content),
    post ? blogPostingJsonLd(post, origin, content) : undefined,
    path === '/contact' ? faqPageJsonLd(content) : undefined,
    path === '/services' ? servicesJsonLd(origin, content) : undefined,
    path.startsWith('/services/') ? servicePageJsonLd(path, origin, content) : undefined,
  ];
  return nodes.filter((node): node is JsonLdObject => node !== undefined);
}
