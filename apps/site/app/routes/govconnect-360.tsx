import {
  Card,
  CheckList,
  Heading,
  Icon,
  Lead,
  MediaSplit,
  Stack,
  StepList,
  Text,
} from '@lumenor/ui';
import { HeadedSection } from '../components/HeadedSection';
import { PageCallToAction } from '../components/PageCallToAction';
import { PageHero } from '../components/PageHero';
import { StatBand } from '../components/StatBand';
import { loadSitePage } from '../lib/loaders';
import { routeMeta } from '../lib/route-meta';
import type { Route } from './+types/govconnect-360';

const path = '/govconnect-360';

export function loader({ request }: Route.LoaderArgs) {
  const { content, page, head } = loadSitePage(request, path);
  const { govConnectOfferings, pages } = content;
  return {
    head,
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

      <StatBand stats={copy.stats} />

      <HeadedSection header={copy.offeringsSection} headingId="offerings-heading" gap="xxlarge">
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
      </HeadedSection>

      <HeadedSection
        header={howItWorks}
        headingId="how-it-works-heading"
        tone="surface"
        id={howItWorks.anchor}
        gap="xlarge"
      >
        <StepList
          steps={howItWorks.steps.map((step) => ({
            title: step.title,
            description: step.description,
          }))}
        />
      </HeadedSection>

      <PageCallToAction cta={copy.cta} />
    </>
  );
}
