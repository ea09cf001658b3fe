import { getIndustryById, getRelatedIndustries, industryPath } from '@lumenor/content';
import {
  Card,
  CheckList,
  Eyebrow,
  Grid,
  Heading,
  Image,
  List,
  MediaSplit,
  Section,
  Stack,
  Text,
} from '@lumenor/ui';
import { CardGridSection } from '../components/CardGridSection';
import { CaseStudiesSection } from '../components/CaseStudiesSection';
import { IndustryCard, industrySummary } from '../components/IndustryCard';
import { PageCallToAction } from '../components/PageCallToAction';
import { PageHero } from '../components/PageHero';
import { loadRecordPage } from '../lib/loaders';
import { routeMeta } from '../lib/route-meta';
import type { Route } from './+types/industry';

export function loader({ params, request }: Route.LoaderArgs) {
  const {
    content,
    record: industry,
    head,
  } = loadRecordPage(
    request,
    ({ industries }) => getIndustryById(params.industryId, industries),
    ({ id }) => industryPath(id),
  );
  const { pages } = content;
  return {
    head,
    copy: pages.industryDetail,
    industry,
    related: getRelatedIndustries(industry.id, 3, content.industries).map((related) =>
      industrySummary(related, content),
    ),
  };
}

export const meta: Route.MetaFunction = routeMeta;

export default function IndustryPage({ loaderData }: Route.ComponentProps) {
  const { copy, industry, related } = loaderData;
  const { featuredProject } = industry;
  return (
    <>
      <PageHero
        hero={{
          eyebrow: copy.eyebrow,
          heading: industry.title,
          body: industry.description,
          primaryAction: copy.primaryAction,
          secondaryAction: {
            label: copy.caseStudiesActionLabel,
            href: `#${copy.caseStudiesAnchor}`,
          },
        }}
        media={<Image {...industry.image} priority radius="large" />}
      />

      <Section>
        <Grid columns={2}>
          <Card
            title={copy.challengesHeading}
            headingLevel={2}
            icon="alert-circle"
            variant="outline"
          >
            <List items={industry.challenges} />
          </Card>
          <Card title={copy.solutionsHeading} headingLevel={2} icon="lightbulb" variant="outline">
            <CheckList items={industry.solutions} />
          </Card>
        </Grid>
      </Section>

      <CaseStudiesSection
        header={{ heading: copy.caseStudiesHeading }}
        headingId="industry-case-studies"
        tone="surface"
        id={copy.caseStudiesAnchor}
        studies={industry.caseStudies}
        resultsHeading={copy.resultsHeading}
      />

      {featuredProject && (
        <Section>
          <MediaSplit media={<Image {...featuredProject.image} />}>
            <Eyebrow>{copy.featuredProjectHeading}</Eyebrow>
            <Heading level={2} id="industry-featured-project">
              {featuredProject.title}
            </Heading>
            <Text size="large" tone="secondary">
              {featuredProject.description}
            </Text>
            <Stack gap="small">
              <Heading level={3} size="5" id="industry-achievements">
                {copy.achievementsHeading}
              </Heading>
              <CheckList
                items={featuredProject.achievements}
                aria-labelledby="industry-achievements"
              />
            </Stack>
          </MediaSplit>
        </Section>
      )}

      {related.length > 0 && (
        <CardGridSection
          header={{ heading: copy.relatedHeading }}
          headingId="industry-related"
          tone={featuredProject ? 'surface' : 'default'}
        >
          {related.map((item) => (
            <IndustryCard key={item.id} industry={item} actionLabel={copy.relatedActionLabel} />
          ))}
        </CardGridSection>
      )}

      <PageCallToAction cta={copy.cta} />
    </>
  );
}
