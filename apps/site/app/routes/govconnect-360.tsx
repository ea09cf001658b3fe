import {
  Card,
  CheckList,
  Grid,
  Heading,
  Icon,
  Lead,
  MediaSplit,
  Section,
  SectionHeader,
  Stack,
  StatCard,
  StepList,
  Text,
} from '@lumenor/ui';
import { PageCallToAction } from '../components/PageCallToAction';
import { PageHero } from '../components/PageHero';
import { requestEdition } from '../lib/edition';
import { headForPage } from '../lib/head';
import { requireSitePage } from '../lib/loaders';
import { routeMeta } from '../lib/route-meta';
import type { Route } from './+types/govconnect-360';

const path = '/govconnect-360';

export function loader({ request }: Route.LoaderArgs) {
  const content = requestEdition(request);
  const { govConnectOfferings, pages } = content;
  const page = requireSitePage(path, content);
  return {
    head: headForPage(page, content),
    page,
    copy: pages.govConnect360,
    offerings: govConnectOfferings,
  };
}

export const meta: Route.MetaFunction = routeMeta;

export default function GovConnect360Page({ loaderData }: Route.ComponentProps) {
  const { copy, offerings } = loaderData;
  const howItWorks = copy.howItWorks;
  return (
    <>
      <PageHero hero={copy.hero} />

      <Section tone="brand" spacing="compact" as="div">
        <Grid columns={3} gap="large" asList>
          {copy.stats.map((stat) => (
            <StatCard key={stat.label} value={stat.value} label={stat.label} />
          ))}
        </Grid>
      </Section>

      <Section labelledBy="offerings-heading">
        <Stack gap="xxlarge">
          <SectionHeader
            heading={copy.offeringsSection.heading}
            headingId="offerings-heading"
            lead={copy.offeringsSection.intro}
          />
          {offerings.map((offering, index) => (
            <article key={offering.id} id={offering.id} aria-labelledby={`${offering.id}-title`}>
              <MediaSplit
                reverse={index % 2 === 1}
                align="start"
                bare
                media={
                  <Card
                    title={copy.offeringsSection.benefitsHeading}
                    headingLevel={4}
                    variant="surface"
                  >
                    <CheckList items={offering.benefits} />
                  </Card>
                }
              >
                <Stack gap="medium">
                  <Text tone="accent" as="span">
                    <Icon name={offering.icon} size="xlarge" />
                  </Text>
                  <Heading level={3} size="2" id={`${offering.id}-title`}>
                    {offering.title}
                  </Heading>
                  <Text size="large" tone="accent" weight="semibold">
                    {offering.subtitle}
                  </Text>
                  <Lead>{offering.description}</Lead>
                </Stack>
              </MediaSplit>
            </article>
          ))}
        </Stack>
      </Section>

      <Section tone="surface" id={howItWorks.anchor} labelledBy="how-it-works-heading">
        <Stack gap="xlarge">
          <SectionHeader
            heading={howItWorks.heading}
            headingId="how-it-works-heading"
            lead={howItWorks.intro}
          />
          <StepList
            steps={howItWorks.steps.map((step) => ({
              title: step.title,
              description: step.description,
            }))}
          />
        </Stack>
      </Section>

      <PageCallToAction cta={copy.cta} />
    </>
  );
}
