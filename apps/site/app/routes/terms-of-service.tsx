import { legal, pages } from '@lumenor/content';
import { LegalDocument } from '../components/LegalDocument';
import { headForPath } from '../lib/head';
import { requireSitePage } from '../lib/loaders';
import { routeMeta } from '../lib/route-meta';
import type { Route } from './+types/terms-of-service';

const path = '/terms-of-service';

export function loader() {
  return {
    head: headForPath(path),
    page: requireSitePage(path),
    copy: pages.termsOfService,
    document: legal.terms,
  };
}

export const meta: Route.MetaFunction = routeMeta;

export default function TermsOfServicePage({ loaderData }: Route.ComponentProps) {
  const { page, copy, document } = loaderData;
  return <LegalDocument heading={page.heading} page={copy} document={document} />;
}
