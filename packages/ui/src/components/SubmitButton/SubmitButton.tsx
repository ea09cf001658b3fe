import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../Button/Button';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'children'> {
  /** The label when idle, e.g. 'Send Message'. */
  children: ReactNode;
  /** True while the form is being sent. @default false */
  isPending?: boolean;
  /** The label while pending, e.g. 'Submitting...'. Without it the idle label stays. */
  pendingLabel?: ReactNode;
}

/**
 * The form's submit button. While `isPending` it reads `pendingLabel`, shows a spinner, is
 * `aria-disabled` (it keeps focus, so keyboard users are not thrown to the top of the page) and
 * cannot submit again: react-aria turns it into a plain button, which stops double submission.
 */
export function SubmitButton({
  children,
  isPending = false,
  pendingLabel,
  size = 'large',
  ...props
}: SubmitButtonProps) {
  return (
    <Button {...props} size={size} type="submit" isPending={isPending}>
      {isPending && pendingLabel ? pendingLabel : children}
    </Button>
  );
}
