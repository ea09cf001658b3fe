/**
 * True for hrefs the host router must not touch: absolute URLs with a scheme (`https:`, `mailto:`,
 * `tel:`) and protocol-relative ones (`//cdn...`). Render those as plain anchors, because a
 * router's `useHref` (given to react-aria's RouterProvider) would rewrite them as app paths.
 */
export function isExternalHref(href: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(href);
}
