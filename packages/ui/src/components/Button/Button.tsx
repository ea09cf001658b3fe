'use client';

import type { ReactNode } from 'react';
import {
  Button as RACButton,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components/Button';
import type { IconName } from '../Icon/Icon';
import * as styles from './Button.css';
import { ButtonContent } from './ButtonContent';

export { buttonSizes, buttonVariants } from './Button.css';
export { ButtonContent } from './ButtonContent';
export type ButtonVariant = (typeof styles.buttonVariants)[number];
export type ButtonSize = (typeof styles.buttonSizes)[number];

export interface ButtonProps extends Omit<RACButtonProps, 'className' | 'style' | 'children'> {
  /** The visible label. */
  children: ReactNode;
  /** Visual emphasis. Use one primary per view; `onBrand`/`onBrandOutline` sit on a brand band. @default 'primary' */
  variant?: ButtonVariant;
  /** Height and padding. Medium and large meet a 44 px target. @default 'medium' */
  size?: ButtonSize;
  /** Stretch to the width of the container. @default false */
  fullWidth?: boolean;
  /** Icon before the label (decorative). */
  iconStart?: IconName;
  /** Icon after the label (decorative). */
  iconEnd?: IconName;
  /**
   * Shows a spinner beside the (still readable) label, makes the button non-interactive but
   * focusable (`aria-disabled`), blocks implicit form submission and announces the state.
   * @default false
   */
  isPending?: boolean;
}

/** A button for actions (not navigation: use ButtonLink for that). Wraps the react-aria-components Button. */
export function Button({
  children,
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
  iconStart,
  iconEnd,
  isPending = false,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <RACButton
      {...props}
      type={type}
      isPending={isPending}
      className={styles.root({ variant, size, fullWidth })}
    >
      <ButtonContent isPending={isPending} iconStart={iconStart} iconEnd={iconEnd}>
        {children}
      </ButtonContent>
    </RACButton>
  );
}
