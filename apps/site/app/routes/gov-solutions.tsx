import {
  ButtonLink,
  Card,
  CheckList,
  Cluster,
  Grid,
  Section,
  SectionHeader,
  Stack,
  Text,
} from '@lumenor/ui';
import { PageCallToAction } from '../components/PageCallToAction';
import { PageHero } from '../components/PageHero';
import { requestEdition } from '../lib/edition';
import { headForPage } from '../lib/head';
import { requireSitePage } from '../lib/loaders';
import { routeMeta } from '../lib/route-meta';
import type { Route } from './+types/gov-solutions';

const path = '/gov-solutions';

export function loader({ request }: Route.LoaderArgs) {
  const content = requestEdition(request);
  const { govSolutionAreas, pages } = content;
  const page = requireSitePage(path, content);
  return {
    head: headForPage(page, content),
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

      <Section labelledBy="areas-heading">
        <Stack gap="xlarge">
          <SectionHeader
            heading={copy.areasSection.heading}
            headingId="areas-heading"
            lead={copy.areasSection.intro}
          />
          <Grid columns={2} asList>
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
          </Grid>
        </Stack>
      </Section>

      <Section tone="accent" labelledBy="states-heading">
        <SectionHeader
          heading={copy.statesSection.heading}
          headingId="states-heading"
          lead={copy.statesSection.body}
        >
          <Cluster gap="medium" justify="center">
            {copy.statesSection.links.map((link) => (
              <ButtonLink
                key={link.href}
                href={link.href}
                variant="secondary"
                iconEnd="arrow-right"
              >
                {link.label}
              </ButtonLink>
            ))}
          </Cluster>
        </SectionHeader>
      </Section>

      <PageCallToAction cta={copy.cta} />
    </>
  );
}
