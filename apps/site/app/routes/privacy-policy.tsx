import { legal, pages } from '@lumenor/content';
import { LegalDocument } from '../components/LegalDocument';
import { headForPath } from '../lib/head';
import { requireSitePage } from '../lib/loaders';
import { routeMeta } from '../lib/route-meta';
import type { Route } from './+types/privacy-policy';

const path = '/privacy-policy';

export function loader() {
  return {
    head: headForPath(path),
    page: requireSitePage(path),
    copy: pages.privacyPolicy,
    document: legal.privacy,
  };
}

export const meta: Route.MetaFunction = routeMeta;

export default function PrivacyPolicyPage({ loaderData }: Route.ComponentProps) {
  const { page, copy, document } = loaderData;
  return <LegalDocument heading={page.heading} page={copy} document={document} />;
}
