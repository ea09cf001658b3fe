import {
  ButtonLink,
  Card,
  CaseStudyCard,
  CheckList,
  Cluster,
  Eyebrow,
  Grid,
  Heading,
  Lead,
  MediaSplit,
  Section,
  Stack,
  TagList,
  Text,
} from '@lumenor/ui';
import { CardGridSection } from '../components/CardGridSection';
import { PageCallToAction } from '../components/PageCallToAction';
import { PageHero } from '../components/PageHero';
import { ServiceCard, serviceSummary } from '../components/ServiceCard';
import { loadSitePage } from '../lib/loaders';
import { routeMeta } from '../lib/route-meta';
import type { Route } from './+types/services';

const path = '/services';

export function loader({ request }: Route.LoaderArgs) {
  const { content, page, head } = loadSitePage(request, path);
  const { detailedServices, pages, services, technologyStack } = content;
  return {
    head,
    page,
    copy: pages.services,
    // Overview: all six; five link to their section below, GovConnect 360 to its own page.
    overview: services.map(serviceSummary),
    details: detailedServices.map(({ id, title, description, features, caseStudy }) => ({
      id,
      title,
      description,
      features,
      caseStudy,
    })),
    technologyStack,
  };
}

export const meta: Route.MetaFunction = routeMeta;

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { copy, overview, details, technologyStack } = loaderData;
  const promo = copy.govConnectPromo;
  return (
    <>
      <PageHero hero={copy.hero} />

      <CardGridSection
        header={copy.overviewSection}
        headingId="overview-heading"
        headerGap="xlarge"
      >
        {overview.map((service) => (
          <ServiceCard
            key={service.id}
            service={service}
            actionLabel={copy.overviewSection.cardActionLabel}
          />
        ))}
      </CardGridSection>

      {details.map((service, index) => {
        const headingId = `${service.id}-heading`;
        const featuresId = `${service.id}-features`;
        return (
          <Section key={service.id} id={service.id} tone={index % 2 === 0 ? 'surface' : 'default'}>
            <MediaSplit
              reverse={index % 2 === 1}
              align="start"
              bare
              media={
                <CaseStudyCard
                  eyebrow={copy.detailSection.caseStudyHeading}
                  title={service.caseStudy.title}
                  description={service.caseStudy.description}
                />
              }
            >
              <Stack gap="large">
                <Heading level={2} id={headingId}>
                  {service.title}
                </Heading>
                <Lead>{service.description}</Lead>
                <Heading level={3} size="4" id={featuresId}>
                  {copy.detailSection.featuresHeading}
                </Heading>
                <CheckList items={service.features} aria-labelledby={featuresId} />
              </Stack>
            </MediaSplit>
          </Section>
        );
      })}

      <Section tone="brand">
        <Grid columns={2} gap="xlarge">
          <Stack gap="large">
            <Eyebrow>{promo.eyebrow}</Eyebrow>
            <Heading level={2} id="govconnect-promo-heading">
              {promo.heading}
            </Heading>
            <Text size="large">{promo.body}</Text>
            <Cluster gap="medium">
              <ButtonLink
                href={promo.action.href}
                variant="onBrand"
                size="large"
                iconEnd="arrow-right"
              >
                {promo.action.label}
              </ButtonLink>
              <ButtonLink href={promo.secondaryAction.href} variant="onBrandOutline" size="large">
                {promo.secondaryAction.label}
              </ButtonLink>
            </Cluster>
          </Stack>
          <Stack gap="large">
            <CheckList items={promo.points} aria-label={promo.eyebrow} />
            <Text tone="secondary">{promo.partnerClaim}</Text>
          </Stack>
        </Grid>
      </Section>

      <CardGridSection
        header={copy.technologySection}
        headingId="technology-heading"
        columns={4}
        gap="medium"
        headerGap="xlarge"
      >
        {technologyStack.map((entry) => (
          <Card key={entry.category} title={entry.category} variant="outline">
            <TagList tags={entry.technologies.map((label) => ({ label }))} label={entry.category} />
          </Card>
        ))}
      </CardGridSection>

      <PageCallToAction cta={copy.cta} />
    </>
  );
}
