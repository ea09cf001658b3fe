import { ButtonLink, Card, CheckList, Grid, Section, Stack, Text } from '@lumenor/ui';
import { CardGridSection } from '../components/CardGridSection';
import { IndustryCard, industrySummary } from '../components/IndustryCard';
import { LinkButtons } from '../components/LinkButtons';
import { PageCallToAction } from '../components/PageCallToAction';
import { PageHero } from '../components/PageHero';
import { loadSitePage } from '../lib/loaders';
import { routeMeta } from '../lib/route-meta';
import type { Route } from './+types/industries';

const path = '/industries';

export function loader({ request }: Route.LoaderArgs) {
  const { content, head } = loadSitePage(request, path);
  const { additionalSectors, industries, pages } = content;
  return {
    head,
    copy: pages.industries,
    industries: industries.map((industry) => industrySummary(industry, content)),
    sectors: additionalSectors,
  };
}

export const meta: Route.MetaFunction = routeMeta;

export default function IndustriesPage({ loaderData }: Route.ComponentProps) {
  const { copy, industries, sectors } = loaderData;
  const { hero, gridSection, stateExcellence, aiDataProducts, sectorsSection, cta } = copy;
  return (
    <>
      <PageHero hero={hero} align="center" />

      <CardGridSection header={gridSection} headingId="industries-grid">
        {industries.map((industry, index) => (
          <IndustryCard
            key={industry.id}
            industry={industry}
            actionLabel={gridSection.cardActionLabel}
            priority={index === 0}
          />
        ))}
      </CardGridSection>

      <Section tone="surface">
        <Grid columns={2}>
          <Card
            title={stateExcellence.heading}
            headingLevel={2}
            icon="building"
            footer={<LinkButtons links={stateExcellence.links} />}
          >
            <Stack gap="medium">
              <Text>{stateExcellence.body}</Text>
              <CheckList items={stateExcellence.points} />
            </Stack>
          </Card>
          <Card
            title={aiDataProducts.heading}
            headingLevel={2}
            icon="brain"
            footer={
              <ButtonLink href={aiDataProducts.action.href} iconEnd="arrow-right">
                {aiDataProducts.action.label}
              </ButtonLink>
            }
          >
            <Stack gap="medium">
              <Text>{aiDataProducts.body}</Text>
              <CheckList items={aiDataProducts.points} />
            </Stack>
          </Card>
        </Grid>
      </Section>

      <CardGridSection
        header={sectorsSection}
        headingId="industries-sectors"
        columns={4}
        gap="medium"
      >
        {sectors.map((sector) => (
          <Card key={sector.id} title={sector.name} variant="outline">
            {sector.description}
          </Card>
        ))}
      </CardGridSection>

      <PageCallToAction cta={cta} />
    </>
  );
}
