import { servicePath } from '@lumenor/content';
import {
  Card,
  CaseStudyCard,
  CheckList,
  Grid,
  Heading,
  MediaSplit,
  Section,
  Stack,
  Text,
} from '@lumenor/ui';
import { PageCallToAction } from '../components/PageCallToAction';
import { PageHero } from '../components/PageHero';
import { StatBand } from '../components/StatBand';
import { loadRecordPage } from '../lib/loaders';
import { routeMeta } from '../lib/route-meta';
import type { Route } from './+types/gov-service';

export function loader({ params, request }: Route.LoaderArgs) {
  const {
    content,
    record: service,
    page,
    head,
  } = loadRecordPage(
    request,
    ({ govServicePages }) => govServicePages.find((entry) => entry.id === params.serviceAreaId),
    ({ id }) => servicePath(id),
  );
  const { pages } = content;
  return {
    head,
    page,
    service,
    // Shared labels: the same words the other case-study blocks of the site use.
    caseStudyLabel: pages.services.detailSection.caseStudyHeading,
    resultsHeading: pages.industryDetail.resultsHeading,
  };
}

export const meta: Route.MetaFunction = routeMeta;

export default function GovServicePage({ loaderData }: Route.ComponentProps) {
  const { service, caseStudyLabel, resultsHeading } = loaderData;
  return (
    <>
      <PageHero hero={service.hero} />

      <StatBand stats={service.outcomes} />

      <Section>
        <Grid columns={2} gap="large">
          {service.sections.map((section) => (
            <Card key={section.heading} title={section.heading} headingLevel={2} variant="outline">
              <Stack gap="medium">
                <Text tone="secondary">{section.body}</Text>
                {section.points && <CheckList items={section.points} size="small" />}
              </Stack>
            </Card>
          ))}
        </Grid>
      </Section>

      <Section tone="surface">
        <MediaSplit
          align="start"
          bare
          media={
            <Stack gap="medium">
              <Heading level={2} size="3" id="related-heading">
                {service.relatedHeading}
              </Heading>
              <Grid columns={1} gap="small" asList>
                {service.related.map((link) => (
                  <Card key={link.href} title={link.label} href={link.href} />
                ))}
              </Grid>
            </Stack>
          }
        >
          <CaseStudyCard
            headingLevel={2}
            eyebrow={caseStudyLabel}
            title={service.caseStudy.title}
            description={service.caseStudy.description}
            resultsHeading={resultsHeading}
            results={service.caseStudy.results}
          />
        </MediaSplit>
      </Section>

      <PageCallToAction cta={service.cta} />
    </>
  );
}
