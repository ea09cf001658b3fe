import type { ReactNode } from 'react';
import { Anchor, type AnchorProps } from '../../internal/Anchor.js';
import { isOffSiteHref } from '../../internal/linkRouting.js';
import { Icon } from '../Icon/Icon.js';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';
import * as styles from './TextLink.css.js';

export { textLinkWeights } from './TextLink.css.js';
export type TextLinkWeight = (typeof styles.textLinkWeights)[number];

export interface TextLinkProps extends Omit<AnchorProps, 'className' | 'style' | 'children'> {
  href: string;
  children: ReactNode;
  /** Font weight; semibold for standalone links. @default 'regular' */
  weight?: TextLinkWeight;
  /**
   * Leads to another website: shows the external-link mark and adds `externalLabel` for screen
   * readers. It opens in the same tab, as every other link does. @default true for an `http(s):`
   * or `//` href, false otherwise
   */
  isExternal?: boolean;
  /** Screen-reader note added to an external link, e.g. 'opens another website'. */
  externalLabel?: string;
}

/** An inline, underlined link in running text. Colours follow the surrounding band. */
export function TextLink({
  children,
  weight = 'regular',
  isExternal,
  externalLabel,
  ...props
}: TextLinkProps) {
  const external = isExternal ?? isOffSiteHref(props.href);
  return (
    <Anchor {...props} className={styles.root({ weight })}>
      {children}
      {external && (
        <>
          <span className={styles.icon}>
            <Icon name="external" size="small" />
          </span>
          {externalLabel && <VisuallyHidden> ({externalLabel})</VisuallyHidden>}
        </>
      )}
    </Anchor>
  );
}
