/**
 * The languages the site is written in. English lives at the root (`/services`), Telugu under a
 * prefix (`/te/services`); ids and slugs are the same in both. Every record of an area has a
 * twin per locale (`en.ts`, `te.ts`; `posts/<id>.en.md`, `posts/<id>.te.md`) of the same shape.
 */
export const locales = ['en', 'te'] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

/** What each locale needs beyond its copy: tags for HTML, Intl, Open Graph and its own name. */
export const localeDetails = {
  en: {
    /** `<html lang>` and hreflang. */
    lang: 'en',
    /** BCP 47 tag for Intl (dates, numbers) and JSON-LD `inLanguage`. */
    intlTag: 'en-IN',
    /** Dates read month first ('May 15, 2025'), as the site has always shown them. */
    dateTag: 'en-US',
    openGraph: 'en_IN',
    /** The language's own name, in its own script: what the language switch shows. */
    nativeName: 'English',
    /** The language's name in English: how an English-reading inbox is told of it. */
    englishName: 'English',
    /** The path prefix of its pages ('' for the default locale). */
    pathPrefix: '',
  },
  te: {
    lang: 'te',
    intlTag: 'te-IN',
    dateTag: 'te-IN',
    openGraph: 'te_IN',
    nativeName: 'తెలుగు',
    englishName: 'Telugu',
    pathPrefix: '/te',
  },
} as const satisfies Record<
  Locale,
  {
    lang: string;
    intlTag: string;
    dateTag: string;
    openGraph: string;
    nativeName: string;
    englishName: string;
    pathPrefix: string;
  }
>;

/** Dates are shown as a reader in the two states reads them: Indian Standard Time. */
export const siteTimeZone = 'Asia/Kolkata';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Files written once for every language: sitemap.xml lists the pages of both, with alternates. */
export const languageNeutralFiles: readonly string[] = ['/sitemap.xml'];

/**
 * A site path (`/services#ai-ml`, `/`) in a locale: `/te/services#ai-ml`, `/te`. The feeds
 * (`/rss.xml`) exist per language and move too. Paths that are not pages (other files with an
 * extension, `/images/…`, {@link languageNeutralFiles}) and anything that is not a site path
 * (mailto:, https:, `#top`) are returned unchanged.
 */
export function localizedPath(path: string, locale: Locale): string {
  const prefix = localeDetails[locale].pathPrefix;
  if (!prefix || !path.startsWith('/') || path.startsWith('//')) return path;
  if (localeOfPath(path).locale !== defaultLocale) return path;
  const bare = path.split(/[?#]/)[0] ?? '';
  if (/\.[a-z0-9]+$/i.test(bare) && !bare.endsWith('.xml')) return path;
  if (languageNeutralFiles.includes(bare)) return path;
  if (bare === '/') return prefix + path.slice(1);
  return prefix + path;
}

/** The locale a site path belongs to, and the path without its locale prefix. */
export function localeOfPath(path: string): { locale: Locale; path: string } {
  for (const locale of locales) {
    const prefix = localeDetails[locale].pathPrefix;
    if (!prefix) continue;
    if (
      path === prefix ||
      path.startsWith(`${prefix}/`) ||
      /^[?#]/.test(path.slice(prefix.length))
    ) {
      const rest = path.slice(prefix.length);
      return { locale, path: rest === '' || /^[?#]/.test(rest) ? `/${rest}` : rest };
    }
  }
  return { locale: defaultLocale, path };
}

/** Formats an ISO date (YYYY-MM-DD) as a reader of the locale writes it: 'May 15, 2025', '15 మే, 2025'. */
export function formatDate(iso: string, locale: Locale): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) {
    throw new Error(`formatDate: '${iso}' is not an ISO date (YYYY-MM-DD)`);
  }
  const format = new Intl.DateTimeFormat(localeDetails[locale].dateTag, {
    dateStyle: 'long',
    timeZone: siteTimeZone,
  });
  // Noon in India, so the calendar day is the same in every time zone the build runs in.
  return format.format(new Date(`${iso}T12:00:00+05:30`));
}
