import type { ReactNode } from 'react';
import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components/Link';
import { ButtonContent, type ButtonSize, type ButtonVariant } from '../Button/Button';
import * as styles from '../Button/Button.css';
import type { IconName } from '../Icon/Icon';

export interface ButtonLinkProps extends Omit<RACLinkProps, 'className' | 'style' | 'children'> {
  /** Where the link goes. Goes through the app's RouterProvider for client-side navigation. */
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

/** A link that looks like a button: for calls to action that navigate. Wraps the react-aria-components Link. */
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
    <RACLink {...props} className={styles.root({ variant, size, fullWidth })}>
      <ButtonContent iconStart={iconStart} iconEnd={iconEnd}>
        {children}
      </ButtonContent>
    </RACLink>
  );
}
