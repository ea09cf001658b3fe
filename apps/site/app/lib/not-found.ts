/**
 * A static host answers every unknown URL with the one prerendered not-found page (404.html),
 * prerendered at this path.
 */
export const notFoundPath = '/404';

/** Marks the not-found page; its value is the console message that names the unknown address. */
export const notFoundLogAttribute = 'data-not-found-log';
