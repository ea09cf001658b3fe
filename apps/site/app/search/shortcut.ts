/** The key that opens search from the page (not from a link, a control or a text field). */
export const searchShortcut = '/';

/**
 * localStorage key of the visitor's choice: `off` when they turned the `/` key off in the search
 * dialog (WCAG 2.1.4: speech input can type a slash without meaning it). On unless turned off.
 */
export const searchShortcutStorageKey = 'lm-search-shortcut';

/** Whether the `/` key opens search (storage that cannot be read counts as the default, on). */
export function isSearchShortcutOn(): boolean {
  try {
    return window.localStorage.getItem(searchShortcutStorageKey) !== 'off';
  } catch {
    return true;
  }
}

/** Remembers the visitor's choice (kept for the session only where storage is refused). */
export function setSearchShortcutOn(on: boolean): void {
  try {
    if (on) window.localStorage.removeItem(searchShortcutStorageKey);
    else window.localStorage.setItem(searchShortcutStorageKey, 'off');
  } catch {
    // Private modes may refuse storage: the choice then lasts as long as the page.
  }
  shortcutOnThisPage = on;
}

let shortcutOnThisPage: boolean | undefined;

/**
 * Where a key press belongs to the focused element, not to the page: a link, a button, a field or
 * any other control, editable content, or anything made focusable in the Tab order.
 */
export function takesKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.closest(
      'a[href], area[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])',
    ) !== null
  );
}

/**
 * Opens search from the keyboard: the `/` key (no modifier, pressed on the page itself rather
 * than on a link, control or field, no dialog open, not turned off) presses a search button, one
 * that declares the key in `aria-keyshortcuts`. Before the header island has hydrated, that press
 * hydrates it and is replayed (client.tsx). Returns whether it pressed one.
 */
export function openSearchFromKey(event: KeyboardEvent): boolean {
  if (event.key !== searchShortcut || event.defaultPrevented || event.isComposing) return false;
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  if (takesKeys(event.target) || document.querySelector('dialog[open]')) return false;
  if (!(shortcutOnThisPage ?? isSearchShortcutOn())) return false;
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
