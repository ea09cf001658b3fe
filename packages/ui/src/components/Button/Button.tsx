'use client';

import {
  Button as RACButton,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components/Button';
import { type ButtonLookProps, buttonLook } from './ButtonContent.js';

export { buttonSizes, buttonVariants } from './Button.css.js';
export { ButtonContent, type ButtonSize, type ButtonVariant } from './ButtonContent.js';

export interface ButtonProps
  extends Omit<RACButtonProps, 'className' | 'style' | 'children'>,
    ButtonLookProps {
  /**
   * Shows a spinner beside the (still readable) label, makes the button non-interactive but
   * focusable (`aria-disabled`), blocks implicit form submission and announces the state.
   * @default false
   */
  isPending?: boolean;
}

/** A button for actions (not navigation: use ButtonLink for that). Wraps the react-aria-components Button. */
export function Button({ isPending = false, type = 'button', ...props }: ButtonProps) {
  const { className, content, rest } = buttonLook(props, isPending);
  return (
    <RACButton {...rest} type={type} isPending={isPending} className={className}>
      {content}
    </RACButton>
  );
}
