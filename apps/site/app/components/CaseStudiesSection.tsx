import type { CaseStudy } from '@lumenor/content';
import { CaseStudyCard } from '@lumenor/ui';
import { CardGridSection, type CardGridSectionProps } from './CardGridSection';

export interface CaseStudiesSectionProps
  extends Omit<CardGridSectionProps, 'columns' | 'gap' | 'headerGap' | 'children'> {
  studies: readonly CaseStudy[];
  /** The label over each study's results ('Results'). */
  resultsHeading: string;
}

/** A headed band of case studies, two to a row, each with its results. */
export function CaseStudiesSection({
  studies,
  resultsHeading,
  ...section
}: CaseStudiesSectionProps) {
  return (
    <CardGridSection {...section} columns={2}>
      {studies.map((study) => (
        <CaseStudyCard
          key={study.title}
          title={study.title}
          description={study.description}
          resultsHeading={resultsHeading}
          results={study.results}
        />
      ))}
    </CardGridSection>
  );
}
