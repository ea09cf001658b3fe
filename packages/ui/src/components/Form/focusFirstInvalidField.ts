const focusableSelector = 'input, textarea, select, button, [tabindex]';

function isFocusable(element: Element): element is HTMLElement {
  if (!(element instanceof HTMLElement)) return false;
  if (!element.matches(focusableSelector)) return false;
  if ((element as HTMLButtonElement).disabled || element.tabIndex < 0) return false;
  if (element.closest('[aria-hidden="true"], [hidden], [inert]')) return false;
  if (element instanceof HTMLInputElement && element.type === 'hidden') return false;
  return true;
}

/**
 * Moves focus to the first invalid control of a form, in document order, and returns it (or null).
 * It finds controls marked `aria-invalid="true"` (such as a SelectField's native select) and
 * fields marked `data-invalid` (react-aria fields), skipping hidden helpers. Call it after a failed submit, once the errors have rendered.
 */
export function focusFirstInvalidField(form: HTMLFormElement): HTMLElement | null {
  for (const candidate of form.querySelectorAll('[aria-invalid="true"], [data-invalid]')) {
    const target = isFocusable(candidate)
      ? candidate
      : Array.from(candidate.querySelectorAll(focusableSelector)).find(isFocusable);
    if (target) {
      target.focus();
      return target;
    }
  }
  return null;
}
