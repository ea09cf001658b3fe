import type { ReactNode } from 'react';
import { Eyebrow } from '../Eyebrow/Eyebrow.js';
import { Heading } from '../Heading/Heading.js';
import { Lead } from '../Text/Text.js';
import * as styles from './Hero.css.js';

export { heroAligns, heroTones } from './Hero.css.js';
export type HeroTone = (typeof styles.heroTones)[number];
export type HeroAlign = (typeof styles.heroAligns)[number];

export interface HeroProps {
  /** The page's one `h1`. */
  title: ReactNode;
  /** The introductory paragraph. */
  lead?: ReactNode;
  /** A short label above the title. */
  eyebrow?: ReactNode;
  /** Calls to action, usually one or two ButtonLinks (`onBrand`/`onBrandOutline` on the brand tone). */
  actions?: ReactNode;
  /** An image beside the copy on desktop, below it on phones. Give it `priority` when it is the LCP image. */
  media?: ReactNode;
  /** Extra content under the actions, e.g. a row of stats or badges. */
  children?: ReactNode;
  /** Background: a soft gradient, a flat surface, or the dark-blue brand band. @default 'default' */
  tone?: HeroTone;
  /** Copy alignment when there is no media. @default 'start' */
  align?: HeroAlign;
  /** Id of the h1, for in-page links and `aria-describedby`. @default 'page-title' */
  titleId?: string;
  /** Use the larger display size for the title (home page). @default false */
  display?: boolean;
}

/** The opening band of a page: eyebrow, h1, lead, actions and an optional image. */
export function Hero({
  title,
  lead,
  eyebrow,
  actions,
  media,
  children,
  tone = 'default',
  align = 'start',
  titleId = 'page-title',
  display = false,
}: HeroProps) {
  const withMedia = media !== undefined && media !== null;
  const copyAlign = withMedia ? 'start' : align;
  return (
    <section className={styles.root({ tone })} data-tone={tone}>
      <div className={styles.inner({ withMedia })}>
        <div className={styles.copy({ align: copyAlign })}>
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <Heading level={1} size={display ? 'display' : '1'} id={titleId} align={copyAlign}>
            {title}
          </Heading>
          {lead && <Lead align={copyAlign}>{lead}</Lead>}
          {actions && <div className={styles.actions({ align: copyAlign })}>{actions}</div>}
          {children}
        </div>
        {withMedia && <div className={styles.mediaFrame}>{media}</div>}
      </div>
    </section>
  );
}
