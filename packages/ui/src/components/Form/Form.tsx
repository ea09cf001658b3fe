'use client';

import type { FormEvent, ReactNode, Ref } from 'react';
import * as styles from './Form.css.js';

export { focusFirstInvalidField } from './focusFirstInvalidField.js';

export interface FormProps {
  children: ReactNode;
  /** Called on submit; call `event.preventDefault()` to handle it in script. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Native action for the no-JavaScript fallback. */
  action?: string;
  /**
   * `dialog` for a form that only sends from script: a native submission (before the script has
   * loaded, or when it could not) then does nothing at all: no request, no navigation, and the
   * values stay where they are. @default 'post' when `action` is set
   */
  method?: 'get' | 'post' | 'dialog';
  /** Names the form for screen readers (a landmark), e.g. by its heading id. */
  'aria-labelledby'?: string;
  /** Ref to the `<form>`, e.g. for `focusFirstInvalidField`. */
  formRef?: Ref<HTMLFormElement>;
  /** Id of the form. */
  id?: string;
}

/**
 * A native `<form noValidate>` for app-side validation (the fields set `aria-invalid`; the browser
 * shows no bubbles) with a vertical rhythm between fields.
 */
export function Form({ children, onSubmit, action, method, formRef, ...props }: FormProps) {
  return (
    <form
      {...props}
      ref={formRef}
      onSubmit={onSubmit}
      action={action}
      method={method ?? (action ? 'post' : undefined)}
      noValidate
      className={styles.root}
    >
      {children}
    </form>
  );
}
