import { documentPage, documentPageKeyOfPath } from '@lumenor/content';
import { LegalDocument } from '../components/LegalDocument';
import { requestSitePath } from '../lib/edition';
import { loadSitePage } from '../lib/loaders';
import { routeMeta } from '../lib/route-meta';
import type { Route } from './+types/document';

/**
 * The page of one document (a legal page, the accessibility statement or a GIGW guide). routes.ts
 * maps this module once per document; the document is the one whose page the address names.
 */
export function loader({ request }: Route.LoaderArgs) {
  const path = requestSitePath(request);
  const key = documentPageKeyOfPath(path);
  if (!key) throw new Error(`No document is shown at ${path}: no page of kind document there`);
  const { content, page, head } = loadSitePage(request, path);
  const { copy, document } = documentPage(key, content);
  return { head, page, locale: content.locale, copy, document };
}

export const meta: Route.MetaFunction = routeMeta;

export default function DocumentPage({ loaderData }: Route.ComponentProps) {
  const { page, copy, document, locale } = loaderData;
  return <LegalDocument heading={page.heading} page={copy} document={document} locale={locale} />;
}
