import { getIndustryById, getRelatedIndustries, industryPath } from '@lumenor/content';
import {
  ButtonLink,
  CallToAction,
  Card,
  CaseStudyCard,
  CheckList,
  Eyebrow,
  Grid,
  Heading,
  Hero,
  Image,
  List,
  MediaSplit,
  Section,
  SectionHeader,
  Stack,
  Text,
} from '@lumenor/ui';
import { requestEdition } from '../lib/edition';
import { headForPath } from '../lib/head';
import { notFound } from '../lib/loaders';
import { routeMeta } from '../lib/route-meta';
import type { Route } from './+types/industry';

export function loader({ params, request }: Route.LoaderArgs) {
  const content = requestEdition(request);
  const { pages } = content;
  const industry = getIndustryById(params.industryId, content.industries);
  if (!industry) notFound();
  return {
    head: headForPath(industryPath(industry.id), content),
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
      <Hero
        eyebrow={copy.eyebrow}
        title={industry.title}
        lead={industry.description}
        actions={
          <>
            <ButtonLink href={copy.primaryAction.href} size="large" iconEnd="arrow-right">
              {copy.primaryAction.label}
            </ButtonLink>
            <ButtonLink href={`#${copy.caseStudiesAnchor}`} size="large" variant="secondary">
              {copy.caseStudiesActionLabel}
            </ButtonLink>
          </>
        }
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

      <Section tone="surface" id={copy.caseStudiesAnchor}>
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
        <Section tone={featuredProject ? 'surface' : 'default'}>
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

      <CallToAction
        heading={copy.cta.heading}
        body={copy.cta.body}
        primaryAction={copy.cta.action}
        secondaryAction={copy.cta.secondaryAction}
      />
    </>
  );
}
