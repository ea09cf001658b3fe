/** The key that opens search from anywhere on a page but a text field. */
export const searchShortcut = '/';

/** Where typing `/` must type a slash: a field, a text area, a select or editable content. */
export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, textarea, select') !== null;
}

/**
 * Opens search from the keyboard: the `/` key (no modifier, not typed into a text field, no dialog
 * open) presses a search button, one that declares the key in `aria-keyshortcuts`.
 * Before the header island has hydrated, that press hydrates it and is replayed (client.tsx).
 * Returns whether it pressed one.
 */
export function openSearchFromKey(event: KeyboardEvent): boolean {
  if (event.key !== searchShortcut || event.defaultPrevented || event.isComposing) return false;
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  if (isTextEntry(event.target) || document.querySelector('dialog[open]')) return false;
  // The visible one (the header bar's), else the first (in the phone menu, closed).
  const buttons = [
    ...document.querySelectorAll<HTMLElement>(`button[aria-keyshortcuts="${searchShortcut}"]`),
  ];
  const button = buttons.find((candidate) => candidate.getClientRects().length > 0) ?? buttons[0];
  if (!button) return false;
  event.preventDefault();
  button.click();
  return true;
}
