import {
  Card,
  FeatureCard,
  Grid,
  Heading,
  MediaSplit,
  Section,
  Stack,
  StatCard,
  Text,
} from '@lumenor/ui';
import { CardGridSection } from '../components/CardGridSection';
import { PageCallToAction } from '../components/PageCallToAction';
import { PageHero } from '../components/PageHero';
import { loadSitePage } from '../lib/loaders';
import { routeMeta } from '../lib/route-meta';
import type { Route } from './+types/about';

const path = '/about';

export function loader({ request }: Route.LoaderArgs) {
  const { content, head } = loadSitePage(request, path);
  const { coreValues, pages } = content;
  return { head, copy: pages.about, values: coreValues };
}

export const meta: Route.MetaFunction = routeMeta;

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { copy, values } = loaderData;
  const { hero, story, mission, vision, stats, valuesSection, cta } = copy;
  return (
    <>
      <PageHero hero={hero} align="center" />

      <Section>
        <MediaSplit
          align="start"
          bare
          media={
            <Grid columns={2} gap="medium" asList>
              {stats.map((stat) => (
                <StatCard key={stat.label} value={stat.value} label={stat.label} variant="card" />
              ))}
            </Grid>
          }
        >
          <Heading level={2} id="about-story">
            {story.heading}
          </Heading>
          <Stack gap="medium">
            {story.paragraphs.map((paragraph) => (
              <Text key={paragraph} measure>
                {paragraph}
              </Text>
            ))}
          </Stack>
        </MediaSplit>
      </Section>

      <Section tone="surface">
        <Grid columns={2}>
          <Card title={mission.heading} headingLevel={2} icon="target">
            {mission.body}
          </Card>
          <Card title={vision.heading} headingLevel={2} icon="globe">
            {vision.body}
          </Card>
        </Grid>
      </Section>

      <CardGridSection header={valuesSection} headingId="about-values" columns={4}>
        {values.map((value) => (
          <FeatureCard key={value.id} title={value.title} icon={value.icon} layout="centered">
            {value.description}
          </FeatureCard>
        ))}
      </CardGridSection>

      <PageCallToAction cta={cta} />
    </>
  );
}
