import { accessibilityStatement, pages } from '@lumenor/content';
import { LegalDocument } from '../components/LegalDocument';
import { headForPath } from '../lib/head';
import { requireSitePage } from '../lib/loaders';
import { routeMeta } from '../lib/route-meta';
import type { Route } from './+types/accessibility';

const path = '/accessibility';

export function loader() {
  return {
    head: headForPath(path),
    page: requireSitePage(path),
    copy: pages.accessibility,
    document: accessibilityStatement,
  };
}

export const meta: Route.MetaFunction = routeMeta;

export default function AccessibilityPage({ loaderData }: Route.ComponentProps) {
  const { page, copy, document } = loaderData;
  return <LegalDocument heading={page.heading} page={copy} document={document} />;
}
