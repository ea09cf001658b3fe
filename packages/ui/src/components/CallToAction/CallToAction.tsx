import type { ReactNode } from 'react';
import { type ActionLink, ActionLinks } from '../../internal/ActionLinks.js';
import { Heading } from '../Heading/Heading.js';
import { Lead } from '../Text/Text.js';
import * as styles from './CallToAction.css.js';

export { callToActionTones } from './CallToAction.css.js';
export type CallToActionTone = (typeof styles.callToActionTones)[number];

/** One navigation action: a visible label and where it goes. */
export type CallToActionLink = ActionLink;

export interface CallToActionProps {
  /** The closing question or invitation. */
  heading: ReactNode;
  /** One or two sentences under the heading. */
  body?: ReactNode;
  /** The main action (e.g. to the contact page). */
  primaryAction: CallToActionLink;
  /** An optional second, less prominent action. */
  secondaryAction?: CallToActionLink;
  /** Heading level in the page outline. @default 2 */
  headingLevel?: 2 | 3;
  /** Panel colour: the dark-blue brand panel or a light surface. @default 'brand' */
  tone?: CallToActionTone;
  /** Id of the heading, for in-page links. @default 'call-to-action' */
  headingId?: string;
}

/** The closing call-to-action band of a page: heading, short text and one or two actions. */
export function CallToAction({
  heading,
  body,
  primaryAction,
  secondaryAction,
  headingLevel = 2,
  tone = 'brand',
  headingId = 'call-to-action',
}: CallToActionProps) {
  return (
    <section className={styles.root}>
      <div className={styles.panel({ tone })}>
        <Heading level={headingLevel} size="2" align="center" id={headingId}>
          {heading}
        </Heading>
        {body && <Lead align="center">{body}</Lead>}
        <div className={styles.actions}>
          <ActionLinks
            primary={primaryAction}
            secondary={secondaryAction}
            onBrand={tone === 'brand'}
          />
        </div>
      </div>
    </section>
  );
}
