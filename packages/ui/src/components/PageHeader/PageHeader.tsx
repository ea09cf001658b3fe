import type { ReactNode } from 'react';
import { Container } from '../Container/Container.js';
import { Eyebrow } from '../Eyebrow/Eyebrow.js';
import { Heading } from '../Heading/Heading.js';
import { Lead } from '../Text/Text.js';
import * as styles from './PageHeader.css.js';

export { pageHeaderTones } from './PageHeader.css.js';
export type PageHeaderTone = (typeof styles.pageHeaderTones)[number];

export interface PageHeaderProps {
  /** The page's one `h1`. */
  title: ReactNode;
  /** Introductory paragraph. */
  lead?: ReactNode;
  /** Short label above the title (e.g. a category). */
  eyebrow?: ReactNode;
  /** A Breadcrumbs element, shown above the title. */
  breadcrumbs?: ReactNode;
  /** Optional actions (ButtonLinks) under the lead. */
  actions?: ReactNode;
  /** Extra content under the lead, such as ArticleMeta. */
  children?: ReactNode;
  /** Background. @default 'surface' */
  tone?: PageHeaderTone;
  /** Id of the h1. @default 'page-title' */
  titleId?: string;
}

/** A simpler page opening than Hero: breadcrumbs, title, lead. For inner pages, articles and legal text. */
export function PageHeader({
  title,
  lead,
  eyebrow,
  breadcrumbs,
  actions,
  children,
  tone = 'surface',
  titleId = 'page-title',
}: PageHeaderProps) {
  return (
    <header className={styles.root({ tone })} data-tone={tone}>
      <Container>
        {breadcrumbs && <div className={styles.breadcrumbs}>{breadcrumbs}</div>}
        <div className={styles.copy}>
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <Heading level={1} id={titleId}>
            {title}
          </Heading>
          {lead && <Lead>{lead}</Lead>}
          {children}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      </Container>
    </header>
  );
}
