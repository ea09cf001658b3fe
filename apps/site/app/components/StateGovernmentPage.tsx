import type { StateLandingPage, StatePage } from '@lumenor/content';
import { Card, List, MediaSplit, Section, SectionHeader } from '@lumenor/ui';
import { CardGridSection } from './CardGridSection';
import { CaseStudiesSection } from './CaseStudiesSection';
import { PageCallToAction } from './PageCallToAction';
import { PageHero } from './PageHero';
import { StatBand } from './StatBand';

export interface StateGovernmentPageProps {
  /** Page copy: pages.andhraPradesh or pages.telangana. */
  copy: StateLandingPage;
  /** The state's record: statePages.andhraPradesh or statePages.telangana. */
  state: StatePage;
}

/**
 * The shared layout of /andhra-pradesh-government and /telangana-government: hero with
 * calls to action, headline figures, challenges, solutions, two case studies and a closing call to
 * action. Pure composition of @lumenor/ui; every string comes from the route's loader.
 */
export function StateGovernmentPage({ copy, state }: StateGovernmentPageProps) {
  const { hero, challengesSection, solutionsSection, caseStudiesSection, resultsHeading, cta } =
    copy;
  const id = state.id;
  return (
    <>
      <PageHero hero={hero} />

      <StatBand stats={state.stats} columns={state.stats.length >= 4 ? 4 : 3} />

      <Section>
        <MediaSplit
          align="start"
          bare
          media={<List items={state.challenges} aria-labelledby={`${id}-challenges`} />}
        >
          <SectionHeader
            heading={challengesSection.heading}
            headingId={`${id}-challenges`}
            lead={challengesSection.intro}
            align="start"
          />
        </MediaSplit>
      </Section>

      <CardGridSection header={solutionsSection} headingId={`${id}-solutions`} tone="surface">
        {state.solutions.map((solution) => (
          <Card key={solution.title} title={solution.title} icon={solution.icon}>
            {solution.description}
          </Card>
        ))}
      </CardGridSection>

      <CaseStudiesSection
        header={caseStudiesSection}
        headingId={`${id}-case-studies`}
        studies={state.caseStudies}
        resultsHeading={resultsHeading}
      />

      <PageCallToAction cta={cta} />
    </>
  );
}
