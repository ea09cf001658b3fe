import type { ReactNode } from 'react';
import { Anchor, type AnchorProps } from '../../internal/Anchor';
import type { ButtonSize, ButtonVariant } from '../Button/Button';
import * as styles from '../Button/Button.css';
import { ButtonContent } from '../Button/ButtonContent';
import type { IconName } from '../Icon/Icon';

export interface ButtonLinkProps extends Omit<AnchorProps, 'className' | 'style' | 'children'> {
  /** Where the link goes. Site paths navigate client-side under a LinkProvider. */
  href: string;
  /** The visible label. */
  children: ReactNode;
  /** Visual emphasis, as Button. @default 'primary' */
  variant?: ButtonVariant;
  /** Height and padding, as Button. @default 'medium' */
  size?: ButtonSize;
  /** Stretch to the width of the container. @default false */
  fullWidth?: boolean;
  /** Icon before the label (decorative). */
  iconStart?: IconName;
  /** Icon after the label (decorative), e.g. 'arrow-right'. */
  iconEnd?: IconName;
}

/** A link that looks like a button: for calls to action that navigate. A native <a> (LinkProvider routes it). */
export function ButtonLink({
  children,
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
  iconStart,
  iconEnd,
  ...props
}: ButtonLinkProps) {
  return (
    <Anchor {...props} className={styles.root({ variant, size, fullWidth })}>
      <ButtonContent iconStart={iconStart} iconEnd={iconEnd}>
        {children}
      </ButtonContent>
    </Anchor>
  );
}
