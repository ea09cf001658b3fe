import { Card, CheckList, Section, SectionHeader, Stack, Text } from '@lumenor/ui';
import { CardGridSection } from '../components/CardGridSection';
import { LinkButtons } from '../components/LinkButtons';
import { PageCallToAction } from '../components/PageCallToAction';
import { PageHero } from '../components/PageHero';
import { loadSitePage } from '../lib/loaders';
import { routeMeta } from '../lib/route-meta';
import type { Route } from './+types/gov-solutions';

const path = '/gov-solutions';

export function loader({ request }: Route.LoaderArgs) {
  const { content, page, head } = loadSitePage(request, path);
  const { govSolutionAreas, pages } = content;
  return {
    head,
    page,
    copy: pages.govSolutions,
    areas: govSolutionAreas,
  };
}

export const meta: Route.MetaFunction = routeMeta;

export default function GovSolutionsPage({ loaderData }: Route.ComponentProps) {
  const { copy, areas } = loaderData;
  return (
    <>
      <PageHero hero={copy.hero} />

      <CardGridSection
        header={copy.areasSection}
        headingId="areas-heading"
        columns={2}
        headerGap="xlarge"
      >
        {areas.map((area) => (
          <Card
            key={area.id}
            title={area.title}
            icon={area.icon}
            href={area.href}
            actionLabel={area.linkLabel}
          >
            <Stack gap="medium">
              <Text tone="secondary">{area.description}</Text>
              <CheckList items={area.highlights} size="small" />
            </Stack>
          </Card>
        ))}
      </CardGridSection>

      <Section tone="accent">
        <SectionHeader
          heading={copy.statesSection.heading}
          headingId="states-heading"
          lead={copy.statesSection.body}
        >
          <LinkButtons links={copy.statesSection.links} gap="medium" justify="center" />
        </SectionHeader>
      </Section>

      <PageCallToAction cta={copy.cta} />
    </>
  );
}
