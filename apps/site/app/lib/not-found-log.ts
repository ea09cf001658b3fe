/**
 * Marks the not-found page; its value is the console message that names the unknown address.
 * A module of its own, without imports, because the script every page loads reads it.
 */
export const notFoundLogAttribute = 'data-not-found-log';
