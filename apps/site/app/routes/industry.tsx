import { getIndustryById } from '@lumenor/content';
import { Heading, Section } from '@lumenor/ui';
import { headForPath } from '../lib/head';
import { notFound } from '../lib/loaders';
import { routeMeta } from '../lib/route-meta';
import type { Route } from './+types/industry';

export function loader({ params }: Route.LoaderArgs) {
  const industry = getIndustryById(params.industryId);
  if (!industry) notFound();
  return { head: headForPath(`/industries/${industry.id}`), industry };
}

export const meta: Route.MetaFunction = routeMeta;

export default function IndustryPage({ loaderData }: Route.ComponentProps) {
  const { industry } = loaderData;
  return (
    <Section>
      <Heading level={1}>{industry.title}</Heading>
    </Section>
  );
}
