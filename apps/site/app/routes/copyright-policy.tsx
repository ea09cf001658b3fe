import { LegalDocument } from '../components/LegalDocument';
import { requestEdition } from '../lib/edition';
import { headForPage } from '../lib/head';
import { requireSitePage } from '../lib/loaders';
import { routeMeta } from '../lib/route-meta';
import type { Route } from './+types/copyright-policy';

const path = '/copyright-policy';

export function loader({ request }: Route.LoaderArgs) {
  const content = requestEdition(request);
  const { legal, pages } = content;
  const page = requireSitePage(path, content);
  return {
    head: headForPage(page, content),
    page,
    locale: content.locale,
    copy: pages.copyrightPolicy,
    document: legal.copyright,
  };
}

export const meta: Route.MetaFunction = routeMeta;

export default function CopyrightPolicyPage({ loaderData }: Route.ComponentProps) {
  const { page, copy, document, locale } = loaderData;
  return <LegalDocument heading={page.heading} page={copy} document={document} locale={locale} />;
}
