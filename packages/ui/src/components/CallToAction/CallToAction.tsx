import type { ReactNode } from 'react';
import { ButtonLink } from '../ButtonLink/ButtonLink.js';
import { Heading } from '../Heading/Heading.js';
import { Lead } from '../Text/Text.js';
import * as styles from './CallToAction.css.js';

export { callToActionTones } from './CallToAction.css.js';
export type CallToActionTone = (typeof styles.callToActionTones)[number];

/** One navigation action: a visible label and where it goes. */
export interface CallToActionLink {
  label: string;
  href: string;
}

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
  const onBrand = tone === 'brand';
  return (
    <section className={styles.root}>
      <div className={styles.panel({ tone })}>
        <Heading level={headingLevel} size="2" align="center" id={headingId}>
          {heading}
        </Heading>
        {body && <Lead align="center">{body}</Lead>}
        <div className={styles.actions}>
          <ButtonLink
            href={primaryAction.href}
            variant={onBrand ? 'onBrand' : 'primary'}
            size="large"
            iconEnd="arrow-right"
          >
            {primaryAction.label}
          </ButtonLink>
          {secondaryAction && (
            <ButtonLink
              href={secondaryAction.href}
              variant={onBrand ? 'onBrandOutline' : 'secondary'}
              size="large"
            >
              {secondaryAction.label}
            </ButtonLink>
          )}
        </div>
      </div>
    </section>
  );
}
