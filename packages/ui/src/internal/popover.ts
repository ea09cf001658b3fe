/*
 * The few popover calls the hydrated components make, safe in browsers without the popover API
 * (before 2024: Safari 16, Firefox 124): there, `:popover-open` is an invalid selector (matches()
 * throws) and showPopover is missing, so an island would otherwise crash in an effect.
 */

/** Whether `element` is a popover the browser can show (the popover API exists). */
export function supportsPopover(element: HTMLElement): boolean {
  return typeof element.showPopover === 'function';
}

/** Whether the popover is open (false where the API is missing). */
export function isPopoverOpen(element: HTMLElement): boolean {
  return supportsPopover(element) && element.matches(':popover-open');
}

/** Shows the popover if it is closed (nothing where the API is missing). */
export function showPopover(element: HTMLElement): void {
  if (supportsPopover(element) && !isPopoverOpen(element)) element.showPopover();
}

/** Hides the popover if it is open (nothing where the API is missing). */
export function hidePopover(element: HTMLElement): void {
  if (isPopoverOpen(element)) element.hidePopover();
}
