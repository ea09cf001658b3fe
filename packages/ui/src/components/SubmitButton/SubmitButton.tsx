'use client';

import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import * as styles from '../Button/Button.css.js';
// Not from Button: the runtime of the react-aria-components Button stays out of the form.
import { type ButtonLookProps, type ButtonSize, buttonLook } from '../Button/ButtonContent.js';

export interface SubmitButtonProps
  extends ButtonLookProps,
    Pick<
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
  /** True while the form is being sent. @default false */
  isPending?: boolean;
  /** The label while pending, e.g. 'Submitting...'. Without it the idle label stays. */
  pendingLabel?: ReactNode;
  /** Disables the button (native `disabled`: out of the tab order). @default false */
  isDisabled?: boolean;
  /** Height and padding, as Button. @default 'large' */
  size?: ButtonSize;
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
  size = 'large',
  onClick,
  ...props
}: SubmitButtonProps) {
  const { className, content, rest } = buttonLook(
    { ...props, size, children: isPending && pendingLabel ? pendingLabel : children },
    isPending,
  );
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (isPending) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }
  return (
    <button
      {...rest}
      type={isPending ? 'button' : 'submit'}
      disabled={isDisabled}
      aria-disabled={isPending || undefined}
      data-pending={isPending || undefined}
      data-disabled={isDisabled || undefined}
      onClick={handleClick}
      className={`${className} ${styles.native}`}
    >
      {content}
    </button>
  );
}
