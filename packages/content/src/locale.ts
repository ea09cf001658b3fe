/** Locales the content is written in. A Telugu edition ('te') is planned: add it here, then add a `te.ts` beside each `en.ts`. */
export type Locale = 'en';

export const locales = ['en'] as const satisfies readonly Locale[];

export const defaultLocale: Locale = 'en';
