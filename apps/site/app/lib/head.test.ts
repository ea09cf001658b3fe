import {
  allPagePaths,
  blogPostPath,
  blogPosts,
  company,
  edition,
  faqs,
  type PageRecord,
  pageRecordForPath,
  services,
} from '@lumenor/content';
import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { siteOrigin } from './config';
import {
  documentTitle,
  headFor,
  notFoundHead,
  previewRobotsTags,
  siteLinks,
  themeColors,
} from './head';
import {
  blogPostingJsonLd,
  breadcrumbTrail,
  companyPagePaths,
  faqPageJsonLd,
  type JsonLdObject,
  servicePageJsonLd,
  servicesJsonLd,
} from './structured-data';

/** The record of a path, as a route's loader finds it by its id. */
function recordAt(path: string): PageRecord {
  const record = pageRecordForPath(path);
  if (!record) throw new Error(`no page at ${path}`);
  return record;
}
/** The head of the page at a path. */
function headForPath(path: string): MetaDescriptor[] {
  return headFor(recordAt(path));
}

function find(tags: MetaDescriptor[], key: string, value: string) {
  return tags.filter((tag) => (tag as Record<string, unknown>)[key] === value);
}
function content(tags: MetaDescriptor[], key: string, value: string): string | undefined {
  return (find(tags, key, value)[0] as { content?: string } | undefined)?.content;
}
function jsonLd(tags: MetaDescriptor[]): JsonLdObject[] {
  return tags
    .filter((tag) => 'script:ld+json' in tag)
    .map((tag) => (tag as { 'script:ld+json': JsonLdObject })['script:ld+json']);
}
function types(tags: MetaDescriptor[]): string[] {
  return jsonLd(tags).flatMap((object) =>
    Array.isArray(object['@graph'])
      ? (object['@graph'] as JsonLdObject[]).map((node) => String(node['@type']))
      : [String(object['@type'])],
  );
}

describe('head of every page', () => {
  const paths = allPagePaths();

  it('marks a page noindex in a preview build only', () => {
    expect(previewRobotsTags({ SITE_PREVIEW: '1' })).toEqual([
      { name: 'robots', content: 'noindex' },
    ]);
    expect(previewRobotsTags({})).toEqual([]);
  });

  it.each(paths)(
    '%s has title, description, one canonical, Open Graph, Twitter and image',
    (path) => {
      const tags = headForPath(path);
      const title = (tags.find((tag) => 'title' in tag) as { title: string }).title;
      expect(title).toMatch(/ \| Lumenor Technologies$|^Lumenor Technologies$/);
      expect(content(tags, 'name', 'description')?.length).toBeGreaterThan(50);
      const canonical = find(tags, 'rel', 'canonical');
      expect(canonical).toHaveLength(1);
      expect((canonical[0] as { href: string }).href).toBe(new URL(path, `${siteOrigin}/`).href);
      expect(content(tags, 'property', 'og:title')).toBe(title);
      expect(content(tags, 'property', 'og:url')).toBe((canonical[0] as { href: string }).href);
      expect(content(tags, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(content(tags, 'property', 'og:image')).toMatch(
        new RegExp(`^${siteOrigin}/og/[a-z0-9-]+\\.png$`),
      );
      expect(content(tags, 'name', 'twitter:image')).toBe(content(tags, 'property', 'og:image'));
      expect(content(tags, 'property', 'og:image:width')).toBe('1200');
      expect(content(tags, 'property', 'og:image:height')).toBe('630');
      expect(find(tags, 'name', 'theme-color')).toHaveLength(2);
      expect(types(tags).includes('Organization')).toBe(companyPagePaths.has(path));
      expect(find(tags, 'name', 'robots')).toHaveLength(0);
    },
  );

  it('titles and descriptions are unique across the site', () => {
    const titles = paths.map((path) => JSON.stringify(headForPath(path)[0]));
    const descriptions = paths.map((path) => content(headForPath(path), 'name', 'description'));
    expect(new Set(titles).size).toBe(paths.length);
    expect(new Set(descriptions).size).toBe(paths.length);
  });

  it('gives a canonical URL without a trailing slash (prerendered locations carry one)', () => {
    const canonical = find(headForPath('/privacy-policy/'), 'rel', 'canonical')[0] as {
      href: string;
    };
    expect(canonical.href).toBe(`${siteOrigin}/privacy-policy`);
  });

  it('follows the title pattern', () => {
    expect(documentTitle('About Us')).toBe('About Us | Lumenor Technologies');
  });

  it('has keywords on /industries', () => {
    expect(
      content(headForPath('/industries'), 'name', 'keywords')?.split(', ').length,
    ).toBeGreaterThan(2);
  });

  it('sets a theme colour for each colour mode', () => {
    const tags = find(headForPath('/'), 'name', 'theme-color') as Array<Record<string, string>>;
    expect(tags.map((tag) => tag.media)).toEqual([
      '(prefers-color-scheme: light)',
      '(prefers-color-scheme: dark)',
    ]);
    expect(tags.map((tag) => tag.content)).toEqual([themeColors.light, themeColors.dark]);
    expect(themeColors.light).not.toBe(themeColors.dark);
  });

  it('marks the not-found page noindex, without canonical', () => {
    const tags = notFoundHead();
    expect(content(tags, 'name', 'robots')).toBe('noindex');
    expect(find(tags, 'rel', 'canonical')).toHaveLength(0);
    expect(content(tags, 'property', 'og:image')).toBe(`${siteOrigin}/og/not-found.png`);
  });
});

describe('structured data', () => {
  const post = blogPosts[0];
  if (!post) throw new Error('no posts');
  const postPath = blogPostPath(post.id);

  it('describes the company on the pages about it', () => {
    const organization = jsonLd(headForPath('/about')).find(
      (object) => object['@type'] === 'Organization',
    );
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      name: company.name,
      email: company.email,
      sameAs: company.social.map((profile) => profile.href),
      address: { '@type': 'PostalAddress', addressLocality: company.address.locality },
      logo: { '@type': 'ImageObject', url: new URL(company.logo.src, siteOrigin).href },
    });
  });

  it('adds a BlogPosting and article tags to each post', () => {
    const tags = headForPath(postPath);
    expect(types(tags)).toEqual(['WebPage', 'BreadcrumbList', 'BlogPosting']);
    expect(content(tags, 'property', 'og:type')).toBe('article');
    expect(content(tags, 'property', 'article:published_time')).toBe(post.datePublished);
    expect(blogPostingJsonLd(post)).toMatchObject({
      headline: post.title,
      datePublished: post.datePublished,
      author: { '@type': 'Person', name: post.author.name },
    });
  });

  it('gives nested pages a breadcrumb trail through existing pages', () => {
    expect(
      breadcrumbTrail(recordAt('/blog/category/smart-cities')).map((crumb) => crumb.path),
    ).toEqual(['/', '/blog', '/blog/category/smart-cities']);
    expect(
      breadcrumbTrail(recordAt('/industries/telangana-government')).map((crumb) => crumb.name)[1],
    ).toBe('Industries');
    expect(types(headForPath('/industries/telangana-government'))).toContain('BreadcrumbList');
    expect(types(headForPath('/about'))).not.toContain('BreadcrumbList');
  });

  it('lists the FAQs on /contact and the services on /services', () => {
    expect(types(headForPath('/contact'))).toEqual(['Organization', 'WebPage', 'FAQPage']);
    expect(types(headForPath('/services'))).toEqual(['WebPage', ...services.map(() => 'Service')]);
    expect(types(headForPath('/services/e-governance'))).toEqual([
      'WebPage',
      'BreadcrumbList',
      'Service',
    ]);
    expect(faqPageJsonLd().mainEntity).toHaveLength(faqs.length);
    const graph = servicesJsonLd()['@graph'] as JsonLdObject[];
    expect(graph.map((node) => node.name)).toEqual(services.map((service) => service.title));
    const servicePage = recordAt('/services/e-governance');
    if (servicePage.kind !== 'page') throw new Error('/services/e-governance is a page record');
    expect(servicePageJsonLd(servicePage.page)).toMatchObject({ '@type': 'Service' });
  });

  it("prefetches Inter's latin face as a font (fetched with CORS, as fonts are) and preloads none", () => {
    const fonts = siteLinks().filter((link) => link.as === 'font');
    expect(fonts).toEqual([
      expect.objectContaining({ rel: 'prefetch', type: 'font/woff2', crossOrigin: 'anonymous' }),
    ]);
    expect(fonts[0]?.href).toMatch(/inter-latin-wght-400-700.*\.woff2$/);
  });

  it('names no font on Telugu pages (their Telugu face may be on the device already)', () => {
    expect(siteLinks(edition('te')).filter((link) => link.as === 'font')).toEqual([]);
  });

  it('links icons, manifest and both feeds', () => {
    const links = siteLinks();
    expect(links.map((link) => link.rel)).toEqual(
      expect.arrayContaining(['icon', 'apple-touch-icon', 'manifest', 'alternate']),
    );
    expect(links.filter((link) => link.rel === 'alternate').map((link) => link.type)).toEqual([
      'application/rss+xml',
      'application/atom+xml',
    ]);
  });
});
