/*
 * The form's one way to show a toast. ContactForm imports this module lazily, so react-stately's
 * toast queue reaches /contact with the first toast (a send's outcome) rather than with the page.
 */
export { showToast } from '@lumenor/ui';
