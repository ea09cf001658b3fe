import { type Edition, getSitePage, type SitePage } from '@lumenor/content';
import { data } from 'react-router';
import { requestEdition } from './edition';
import { headForPage } from './head';

/**
 * The page record of a route (a static page, /services/<id> or /industries/<id>) in an edition;
 * the build fails loudly if a route has no record.
 */
export function requireSitePage(path: string, content: Edition): SitePage {
  const page = getSitePage(path, content.sitePages) ?? getSitePage(path, content.industryPages);
  if (!page) throw new Error(`No site page record for ${path} in @lumenor/content`);
  return page;
}

/**
 * The start of a static page's loader: the edition the request is in, the page record of `path`
 * in it and the page's head data.
 */
export function loadSitePage(request: Request, path: string) {
  const content = requestEdition(request);
  const page = requireSitePage(path, content);
  return { content, page, head: headForPage(page, content) };
}

/**
 * The start of the loader of a page made from one record (/services/<id>, /industries/<id>): the
 * edition, the record `find` picks from it (none answers 404), its page record and head data.
 */
export function loadRecordPage<PageRecord>(
  request: Request,
  find: (content: Edition) => PageRecord | undefined,
  pathOf: (record: PageRecord) => string,
) {
  const content = requestEdition(request);
  const record = find(content);
  if (!record) notFound();
  const page = requireSitePage(pathOf(record), content);
  return { content, record, page, head: headForPage(page, content) };
}

/** Unknown ids answer 404, which the root error boundary shows as the not-found page. */
export function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}
