'use client';

import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
// Types only: the runtime of the react-aria-components Button stays out of the form.
import type { ButtonSize, ButtonVariant } from '../Button/Button';
import * as styles from '../Button/Button.css';
import { ButtonContent } from '../Button/ButtonContent';
import type { IconName } from '../Icon/Icon';

export interface SubmitButtonProps
  extends Pick<
    ButtonHTMLAttributes<HTMLButtonElement>,
    | 'id'
    | 'name'
    | 'value'
    | 'form'
    | 'autoFocus'
    | 'aria-label'
    | 'aria-labelledby'
    | 'aria-describedby'
    | 'onClick'
    | 'onFocus'
    | 'onBlur'
  > {
  /** The label when idle, e.g. 'Send Message'. */
  children: ReactNode;
  /** True while the form is being sent. @default false */
  isPending?: boolean;
  /** The label while pending, e.g. 'Submitting...'. Without it the idle label stays. */
  pendingLabel?: ReactNode;
  /** Disables the button (native `disabled`: out of the tab order). @default false */
  isDisabled?: boolean;
  /** Visual emphasis, as Button. @default 'primary' */
  variant?: ButtonVariant;
  /** Height and padding, as Button. @default 'large' */
  size?: ButtonSize;
  /** Stretch to the width of the container. @default false */
  fullWidth?: boolean;
  /** Icon before the label (decorative; the spinner takes its place while pending). */
  iconStart?: IconName;
  /** Icon after the label (decorative). */
  iconEnd?: IconName;
}

/**
 * The form's submit button, a native `<button>`. While `isPending` it reads `pendingLabel`, shows a
 * spinner, is `aria-disabled` (it keeps focus, so keyboard users are not thrown to the top of the
 * page) and cannot submit again: it becomes `type="button"`, which also stops Enter in a field from
 * submitting, and `onClick` is not called.
 */
export function SubmitButton({
  children,
  isPending = false,
  pendingLabel,
  isDisabled = false,
  variant = 'primary',
  size = 'large',
  fullWidth = false,
  iconStart,
  iconEnd,
  onClick,
  ...props
}: SubmitButtonProps) {
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (isPending) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }
  return (
    <button
      {...props}
      type={isPending ? 'button' : 'submit'}
      disabled={isDisabled}
      aria-disabled={isPending || undefined}
      data-pending={isPending || undefined}
      data-disabled={isDisabled || undefined}
      onClick={handleClick}
      className={`${styles.root({ variant, size, fullWidth })} ${styles.native}`}
    >
      <ButtonContent isPending={isPending} iconStart={iconStart} iconEnd={iconEnd}>
        {isPending && pendingLabel ? pendingLabel : children}
      </ButtonContent>
    </button>
  );
}
