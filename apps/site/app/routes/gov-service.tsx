import { getSitePage } from '@lumenor/content';
import { Heading, Section } from '@lumenor/ui';
import { headForPath } from '../lib/head';
import { notFound } from '../lib/loaders';
import { routeMeta } from '../lib/route-meta';
import type { Route } from './+types/gov-service';

export function loader({ params }: Route.LoaderArgs) {
  const path = `/services/${params.serviceAreaId}`;
  const page = getSitePage(path);
  if (!page) notFound();
  return { head: headForPath(path), page };
}

export const meta: Route.MetaFunction = routeMeta;

export default function GovServicePage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <Section>
      <Heading level={1}>{page.heading}</Heading>
    </Section>
  );
}
