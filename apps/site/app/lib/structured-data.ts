import {
  type BlogPost,
  blogPosts,
  company,
  faqs,
  getPostById,
  mainNavigation,
  pageMetaForPath,
  services,
} from '@lumenor/content';
import { absoluteUrl, shareImage, shareImagePath, siteOrigin } from './config';

/**
 * schema.org structured data (JSON-LD) of the site. Route modules pass these objects to
 * `headForPath(path, { jsonLd })`; the head renders each as <script type="application/ld+json">.
 */

export type JsonLdValue = string | number | boolean | null | JsonLdObject | JsonLdValue[];
export type JsonLdObject = { [key: string]: JsonLdValue };

const context = 'https://schema.org';

/** The stable @id of the company node, so other nodes can point at it. */
export function organizationId(origin: string = siteOrigin): string {
  return `${origin}/#organization`;
}

/** The company: on every page. */
export function organizationJsonLd(origin: string = siteOrigin): JsonLdObject {
  const { address, logo } = company;
  return {
    '@context': context,
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: company.name,
    legalName: company.legalName,
    description: company.description,
    url: absoluteUrl('/', origin),
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
      url: absoluteUrl('/contact', origin),
    },
    sameAs: company.social.map((profile) => profile.href),
  };
}

/** A short reference to the company for nested nodes (publisher, provider). */
function organizationRef(origin: string): JsonLdObject {
  return { '@type': 'Organization', '@id': organizationId(origin), name: company.name };
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
export function breadcrumbTrail(path: string): Crumb[] {
  const segments = path.split('/').filter(Boolean);
  const trail: Crumb[] = [{ name: crumbName('/'), path: '/' }];
  for (let index = 1; index <= segments.length; index += 1) {
    const ancestor = `/${segments.slice(0, index).join('/')}`;
    const meta = pageMetaForPath(ancestor);
    if (!meta) continue;
    trail.push({
      name: index === segments.length ? meta.title : crumbName(ancestor),
      path: ancestor,
    });
  }
  return trail;
}

function crumbName(path: string): string {
  const navItem = mainNavigation.find((item) => item.href === path);
  return navItem?.label ?? pageMetaForPath(path)?.title ?? path;
}

/** BreadcrumbList of a nested page (two or more path segments); undefined for top-level pages. */
export function breadcrumbJsonLd(
  path: string,
  origin: string = siteOrigin,
): JsonLdObject | undefined {
  if (path.split('/').filter(Boolean).length < 2 || !pageMetaForPath(path)) return undefined;
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumbTrail(path).map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, origin),
    })),
  };
}

/** A blog post as BlogPosting; undefined for an unknown id (the not-found page). */
export function blogPostingJsonLd(
  postOrId: BlogPost | string | undefined,
  origin: string = siteOrigin,
): JsonLdObject | undefined {
  const post = typeof postOrId === 'string' ? getPostById(postOrId) : postOrId;
  if (!post) return undefined;
  const path = `/blog/${post.id}`;
  const url = absoluteUrl(path, origin);
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
    inLanguage: 'en-IN',
    articleSection: post.category,
    wordCount: post.wordCount,
    timeRequired: `PT${post.readingMinutes}M`,
    image: {
      '@type': 'ImageObject',
      url: absoluteUrl(shareImagePath(path), origin),
      width: shareImage.width,
      height: shareImage.height,
    },
    author: { '@type': 'Person', name: post.author.name, jobTitle: post.author.role },
    publisher: {
      ...organizationRef(origin),
      logo: { '@type': 'ImageObject', url: absoluteUrl(company.logo.src, origin) },
    },
  };
}

/** The contact page's questions and answers. */
export function faqPageJsonLd(): JsonLdObject {
  return {
    '@context': context,
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

/** Every service of the company, one Service node each (the /services overview). */
export function servicesJsonLd(origin: string = siteOrigin): JsonLdObject {
  return {
    '@context': context,
    '@graph': services.map((service) => ({
      '@type': 'Service',
      '@id': absoluteUrl(`/services#${service.id}`, origin),
      name: service.title,
      serviceType: service.title,
      description: service.description,
      url: absoluteUrl(service.href, origin),
      provider: organizationRef(origin),
    })),
  };
}

/** One service page (/services/e-governance …) as a Service; undefined for an unknown path. */
export function servicePageJsonLd(
  path: string,
  origin: string = siteOrigin,
): JsonLdObject | undefined {
  const meta = pageMetaForPath(path);
  if (!meta) return undefined;
  return {
    '@context': context,
    '@type': 'Service',
    '@id': `${absoluteUrl(path, origin)}#service`,
    name: meta.title,
    serviceType: meta.title,
    description: meta.description,
    url: absoluteUrl(path, origin),
    provider: organizationRef(origin),
    areaServed: { '@type': 'Country', name: company.address.country },
  };
}

/**
 * The structured data of a page, by its path: the company everywhere, a breadcrumb trail on
 * nested pages, BlogPosting on posts, FAQPage on /contact, Service on /services and /services/*.
 */
export function pageJsonLd(path: string, origin: string = siteOrigin): JsonLdObject[] {
  const post = blogPosts.find((candidate) => `/blog/${candidate.id}` === path);
  const nodes = [
    organizationJsonLd(origin),
    breadcrumbJsonLd(path, origin),
    post ? blogPostingJsonLd(post, origin) : undefined,
    path === '/contact' ? faqPageJsonLd() : undefined,
    path === '/services' ? servicesJsonLd(origin) : undefined,
    path.startsWith('/services/') ? servicePageJsonLd(path, origin) : undefined,
  ];
  return nodes.filter((node): node is JsonLdObject => node !== undefined);
}
