import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon/Icon.js';
import * as styles from './Button.css.js';

export type ButtonVariant = (typeof styles.buttonVariants)[number];
export type ButtonSize = (typeof styles.buttonSizes)[number];

/** The look every button-shaped control takes (Button, ButtonLink, SubmitButton). */
export interface ButtonLookProps {
  /** The visible label. */
  children: ReactNode;
  /** Visual emphasis. Use one primary per view; `onBrand`/`onBrandOutline` sit on a brand band. @default 'primary' */
  variant?: ButtonVariant;
  /** Height and padding. Medium and large meet a 44 px target. @default 'medium' */
  size?: ButtonSize;
  /** Stretch to the width of the container. @default false */
  fullWidth?: boolean;
  /** Icon before the label (decorative; a spinner takes its place while pending). */
  iconStart?: IconName;
  /** Icon after the label (decorative), e.g. 'arrow-right'. */
  iconEnd?: IconName;
}

/**
 * @internal Splits a button-shaped control's props into its look (the class of its variant, size
 * and width, and its inside: label, icons, spinner while pending) and the rest, for the element.
 */
export function buttonLook<P extends ButtonLookProps>(
  {
    children,
    variant = 'primary',
    size = 'medium',
    fullWidth = false,
    iconStart,
    iconEnd,
    ...rest
  }: P,
  isPending = false,
) {
  return {
    className: styles.root({ variant, size, fullWidth }),
    content: (
      <ButtonContent isPending={isPending} iconStart={iconStart} iconEnd={iconEnd}>
        {children}
      </ButtonContent>
    ),
    rest,
  };
}

export interface ButtonContentProps {
  children: ReactNode;
  isPending?: boolean;
  iconStart?: IconName | undefined;
  iconEnd?: IconName | undefined;
}

/**
 * @internal The inside of every button-shaped control: optional spinner/icons around the label.
 * Its own module, so ButtonLink (on every page) does not bring react-aria-components' Button.
 */
export function ButtonContent({ children, isPending, iconStart, iconEnd }: ButtonContentProps) {
  return (
    <>
      {isPending ? (
        <span className={styles.spinner} aria-hidden="true" data-testid="button-spinner" />
      ) : (
        iconStart && <Icon name={iconStart} size="small" />
      )}
      <span className={styles.label}>{children}</span>
      {iconEnd && <Icon name={iconEnd} size="small" />}
    </>
  );
}
