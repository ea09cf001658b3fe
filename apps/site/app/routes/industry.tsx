import { getIndustryById, getRelatedIndustries, industryPath } from '@lumenor/content';
import {
  Card,
  CaseStudyCard,
  CheckList,
  Eyebrow,
  Grid,
  Heading,
  Image,
  List,
  MediaSplit,
  Section,
  SectionHeader,
  Stack,
  Text,
} from '@lumenor/ui';
import { PageCallToAction } from '../components/PageCallToAction';
import { PageHero } from '../components/PageHero';
import { requestEdition } from '../lib/edition';
import { headForPage } from '../lib/head';
import { notFound, requireSitePage } from '../lib/loaders';
import { routeMeta } from '../lib/route-meta';
import type { Route } from './+types/industry';

export function loader({ params, request }: Route.LoaderArgs) {
  const content = requestEdition(request);
  const { pages } = content;
  const industry = getIndustryById(params.industryId, content.industries);
  if (!industry) notFound();
  const page = requireSitePage(industryPath(industry.id), content);
  return {
    head: headForPage(page, content),
    copy: pages.industryDetail,
    industry,
    related: getRelatedIndustries(industry.id, 3, content.industries).map(
      ({ id, title, description, image }) => ({
        id,
        title,
        description,
        image,
        href: content.href(industryPath(id)),
      }),
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

      <Section tone="surface" id={copy.caseStudiesAnchor} labelledBy="industry-case-studies">
        <SectionHeader heading={copy.caseStudiesHeading} headingId="industry-case-studies" />
        <Grid columns={2} asList>
          {industry.caseStudies.map((study) => (
            <CaseStudyCard
              key={study.title}
              title={study.title}
              description={study.description}
              resultsHeading={copy.resultsHeading}
              results={study.results}
            />
          ))}
        </Grid>
      </Section>

      {featuredProject && (
        <Section labelledBy="industry-featured-project">
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
        <Section tone={featuredProject ? 'surface' : 'default'} labelledBy="industry-related">
          <SectionHeader heading={copy.relatedHeading} headingId="industry-related" />
          <Grid columns={3} asList>
            {related.map((item) => (
              <Card
                key={item.id}
                title={item.title}
                href={item.href}
                actionLabel={copy.relatedActionLabel}
                media={<Image {...item.image} ratio="16/9" />}
              >
                {item.description}
              </Card>
            ))}
          </Grid>
        </Section>
      )}

      <PageCallToAction cta={copy.cta} />
    </>
  );
}
