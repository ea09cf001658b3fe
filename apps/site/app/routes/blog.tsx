import { Heading, Section } from '@lumenor/ui';
import { headForPath } from '../lib/head';
import { requireSitePage } from '../lib/loaders';
import { routeMeta } from '../lib/route-meta';
import type { Route } from './+types/blog';

const path = '/blog';

export function loader() {
  return { head: headForPath(path), page: requireSitePage(path) };
}

export const meta: Route.MetaFunction = routeMeta;

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <Section>
      <Heading level={1}>{page.heading}</Heading>
    </Section>
  );
}
