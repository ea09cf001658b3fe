import { company, layoutCopy, type PageMeta, pageMetaForPath } from '@lumenor/content';
import type { MetaDescriptor } from 'react-router';
import { siteOrigin } from './config';

/** Title pattern of every page. */
export function documentTitle(title: string): string {
  return title === company.name ? title : `${title} | ${company.name}`;
}

/** Head data of one page, from its PageMeta: the one place where head tags are shaped. */
export function headFromMeta(path: string, meta: PageMeta): MetaDescriptor[] {
  const url = new URL(path, siteOrigin).href;
  const title = documentTitle(meta.title);
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: meta.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: company.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: meta.description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: 'en_IN' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: meta.description },
  ];
  if (meta.keywords?.length) tags.push({ name: 'keywords', content: meta.keywords.join(', ') });
  return tags;
}

/** Head data for a path of the site; an unknown path gets the not-found page's head. */
export function headForPath(path: string): MetaDescriptor[] {
  const meta = pageMetaForPath(path);
  return meta ? headFromMeta(path, meta) : notFoundHead();
}

export function notFoundHead(): MetaDescriptor[] {
  return [
    { title: documentTitle(layoutCopy.notFound.title) },
    { name: 'description', content: layoutCopy.notFound.body },
    { name: 'robots', content: 'noindex' },
  ];
}
