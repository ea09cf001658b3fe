/**
 * True for hrefs the host router must not touch: absolute URLs with a scheme (`https:`, `mailto:`,
 * `tel:`) and protocol-relative ones (`//cdn...`). Defined with the other link rules.
 */
export { isExternalHref } from './linkRouting.js';
