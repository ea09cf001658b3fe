import type { StateLandingPage, StatePage } from '@lumenor/content';
import { Card, CaseStudyCard, Grid, List, MediaSplit, Section, SectionHeader } from '@lumenor/ui';
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

      <Section tone="surface">
        <SectionHeader
          heading={solutionsSection.heading}
          headingId={`${id}-solutions`}
          lead={solutionsSection.intro}
        />
        <Grid columns={3} asList>
          {state.solutions.map((solution) => (
            <Card key={solution.title} title={solution.title} icon={solution.icon}>
              {solution.description}
            </Card>
          ))}
        </Grid>
      </Section>

      <Section>
        <SectionHeader
          heading={caseStudiesSection.heading}
          headingId={`${id}-case-studies`}
          lead={caseStudiesSection.intro}
        />
        <Grid columns={2} asList>
          {state.caseStudies.map((study) => (
            <CaseStudyCard
              key={study.title}
              title={study.title}
              description={study.description}
              resultsHeading={resultsHeading}
              results={study.results}
            />
          ))}
        </Grid>
      </Section>

      <PageCallToAction cta={cta} />
    </>
  );
}
