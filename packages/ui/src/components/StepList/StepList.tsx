import type { ReactNode } from 'react';
import * as styles from './StepList.css.js';

export { stepListLayouts } from './StepList.css.js';
export type StepListLayout = (typeof styles.stepListLayouts)[number];

/** One step of a process. */
export interface Step {
  title: ReactNode;
  /** Plain text becomes a paragraph; richer content (text plus a list) is wrapped in a `div`. */
  description?: ReactNode;
}

export interface StepListProps {
  /** The steps, in order; numbering is automatic (an ordered list). */
  steps: readonly Step[];
  /** Heading level of each step title. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Steps side by side from the desktop breakpoint, or always stacked. @default 'horizontal' */
  layout?: StepListLayout;
}

/** A numbered process (discovery → strategy → implementation → optimisation) as an ordered list. */
export function StepList({ steps, headingLevel = 3, layout = 'horizontal' }: StepListProps) {
  const Title = `h${headingLevel}` as const;
  return (
    // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics when list-style is none.
    <ol className={styles.root({ layout })} role="list">
      {steps.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static steps in a fixed order.
        <li key={index} className={styles.step({ layout })}>
          <span className={styles.number} aria-hidden="true" />
          <div className={styles.copy({ layout })}>
            <Title className={styles.title}>{entry.title}</Title>
            {typeof entry.description === 'string' ? (
              <p className={styles.description}>{entry.description}</p>
            ) : (
              entry.description && <div className={styles.description}>{entry.description}</div>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
