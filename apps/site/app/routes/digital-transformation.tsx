import { Card, CheckList, Grid, Section, SectionHeader, Stack, StepList, Text } from '@lumenor/ui';
import { PageCallToAction } from '../components/PageCallToAction';
import { PageHero } from '../components/PageHero';
import { loadSitePage } from '../lib/loaders';
import { routeMeta } from '../lib/route-meta';
import type { Route } from './+types/digital-transformation';

const path = '/digital-transformation';

export function loader({ request }: Route.LoaderArgs) {
  const { content, page, head } = loadSitePage(request, path);
  const { enablingTechnologies, pages, transformationSteps } = content;
  return {
    head,
    page,
    copy: pages.digitalTransformation,
    steps: [...transformationSteps].sort((a, b) => a.step - b.step),
    technologies: enablingTechnologies,
  };
}

export const meta: Route.MetaFunction = routeMeta;

export default function DigitalTransformationPage({ loaderData }: Route.ComponentProps) {
  const { copy, steps, technologies } = loaderData;
  return (
    <>
      <PageHero hero={copy.hero} />

      <Section>
        <Stack gap="xlarge">
          <SectionHeader
            heading={copy.framework.heading}
            headingId="framework-heading"
            lead={copy.framework.intro}
          />
          <Grid columns={3} asList>
            {copy.framework.pillars.map((pillar) => (
              <Card key={pillar.title} title={pillar.title} variant="outline">
                {pillar.description}
              </Card>
            ))}
          </Grid>
        </Stack>
      </Section>

      <Section tone="surface" id="process">
        <Stack gap="xlarge">
          <SectionHeader
            heading={copy.stepsSection.heading}
            headingId="steps-heading"
            lead={copy.stepsSection.intro}
          />
          <StepList
            steps={steps.map((step) => ({
              title: step.title,
              description: (
                <Stack gap="small">
                  <Text tone="secondary">{step.description}</Text>
                  <CheckList items={step.activities} size="small" />
                </Stack>
              ),
            }))}
          />
        </Stack>
      </Section>

      <Section>
        <Stack gap="xlarge">
          <SectionHeader
            heading={copy.technologiesSection.heading}
            headingId="technologies-heading"
            lead={copy.technologiesSection.intro}
          />
          <Grid columns={3} asList>
            {technologies.map((technology) => (
              <Card key={technology.id} title={technology.title} icon={technology.icon}>
                {technology.description}
              </Card>
            ))}
          </Grid>
        </Stack>
      </Section>

      <PageCallToAction cta={copy.cta} />
    </>
  );
}
