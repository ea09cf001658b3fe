import type { ReactNode } from 'react';
import { Anchor, type AnchorProps } from '../../internal/Anchor';
import { Icon } from '../Icon/Icon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './TextLink.css';

export { textLinkWeights } from './TextLink.css';
export type TextLinkWeight = (typeof styles.textLinkWeights)[number];

export interface TextLinkProps extends Omit<AnchorProps, 'className' | 'style' | 'children'> {
  href: string;
  children: ReactNode;
  /** Font weight; semibold for standalone links. @default 'regular' */
  weight?: TextLinkWeight;
  /**
   * Opens in a new tab (`target="_blank"`, `rel="noopener noreferrer"`) and shows the external icon.
   * @default false
   */
  isExternal?: boolean;
  /** Screen-reader text appended to external links, e.g. '(opens in a new tab)'. */
  externalLabel?: string;
}

/** An inline, underlined link in running text. Colours follow the surrounding band. */
export function TextLink({
  children,
  weight = 'regular',
  isExternal = false,
  externalLabel,
  ...props
}: TextLinkProps) {
  const external = isExternal ? ({ target: '_blank', rel: 'noopener noreferrer' } as const) : {};
  return (
    <Anchor {...external} {...props} className={styles.root({ weight })}>
      {children}
      {isExternal && (
        <>
          <span className={styles.icon}>
            <Icon name="external" size="small" />
          </span>
          {externalLabel && <VisuallyHidden> {externalLabel}</VisuallyHidden>}
        </>
      )}
    </Anchor>
  );
}
