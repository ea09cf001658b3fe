import { Card, CheckList, Stack, StepList, Text } from '@lumenor/ui';
import { CardGridSection } from '../components/CardGridSection';
import { HeadedSection } from '../components/HeadedSection';
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

      <CardGridSection header={copy.framework} headingId="framework-heading" headerGap="xlarge">
        {copy.framework.pillars.map((pillar) => (
          <Card key={pillar.title} title={pillar.title} variant="outline">
            {pillar.description}
          </Card>
        ))}
      </CardGridSection>

      <HeadedSection
        header={copy.stepsSection}
        headingId="steps-heading"
        tone="surface"
        id="process"
        gap="xlarge"
      >
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
      </HeadedSection>

      <CardGridSection
        header={copy.technologiesSection}
        headingId="technologies-heading"
        headerGap="xlarge"
      >
        {technologies.map((technology) => (
          <Card key={technology.id} title={technology.title} icon={technology.icon}>
            {technology.description}
          </Card>
        ))}
      </CardGridSection>

      <PageCallToAction cta={copy.cta} />
    </>
  );
}
