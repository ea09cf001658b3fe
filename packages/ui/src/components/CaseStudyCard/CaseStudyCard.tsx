import { type ReactNode, useId } from 'react';
import { Eyebrow } from '../Eyebrow/Eyebrow.js';
import { CheckList } from '../List/List.js';
import * as styles from './CaseStudyCard.css.js';

export interface CaseStudyCardProps {
  /** Project or client name. */
  title: ReactNode;
  /** What was done, in a sentence or two. */
  description: ReactNode;
  /** Heading over the results, e.g. 'Key Results'. */
  resultsHeading?: string;
  /** Outcomes, each a short phrase with its figure. */
  results?: readonly ReactNode[];
  /** A short label above the title, e.g. 'Case Study'. */
  eyebrow?: ReactNode;
  /** Heading level of the title; the results heading is one level lower. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/** A case study: title, description and a checked list of key results under its own heading. */
export function CaseStudyCard({
  title,
  description,
  resultsHeading,
  results = [],
  eyebrow,
  headingLevel = 3,
}: CaseStudyCardProps) {
  const Title = `h${headingLevel}` as const;
  const ResultsHeading = `h${headingLevel + 1}` as 'h3' | 'h4' | 'h5';
  const resultsId = useId();
  return (
    <article className={styles.root}>
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <Title className={styles.title}>{title}</Title>
      {typeof description === 'string' ? (
        <p className={styles.description}>{description}</p>
      ) : (
        <div className={styles.description}>{description}</div>
      )}
      {results.length > 0 && (
        <div className={styles.results}>
          {resultsHeading && (
            <ResultsHeading className={styles.resultsHeading} id={resultsId}>
              {resultsHeading}
            </ResultsHeading>
          )}
          <CheckList
            items={results}
            size="small"
            aria-labelledby={resultsHeading ? resultsId : undefined}
          />
        </div>
      )}
    </article>
  );
}
