/**
 * When each page's content was last reviewed, ISO 'YYYY-MM-DD', by site path (without a locale
 * prefix): the same date for both languages, since a page and its Telugu twin are reviewed
 * together. The layout shows it at the end of the page, in the page's language. The documents
 * (legal pages, accessibility statement, GIGW guides) are not here: each carries its own
 * `lastUpdatedIso`, shown under its heading.
 */
export const pageReviewDates: Readonly<Record<string, string>> = {
  '/': '2026-11-24',
  '/services': '2026-11-24',
  '/services/e-governance': '2026-11-24',
  '/services/smart-cities': '2026-11-24',
  '/services/administrative-modernization': '2026-11-24',
  '/services/government-analytics': '2026-11-24',
  '/industries': '2026-11-24',
  '/industries/gov-contracting': '2026-11-24',
  '/industries/law-enforcement': '2026-11-24',
  '/industries/andhra-pradesh-government': '2026-11-24',
  '/industries/telangana-government': '2026-11-24',
  '/industries/ai-data-products': '2026-11-24',
  '/about': '2026-11-24',
  '/contact': '2026-11-24',
  '/andhra-pradesh-government': '2026-11-24',
  '/telangana-government': '2026-11-24',
  '/gov-solutions': '2026-11-24',
  '/digital-transformation': '2026-11-24',
  '/govconnect-360': '2026-11-24',
  '/feedback': '2026-11-24',
};

/** The review date of a page (site path without a locale prefix), if the table has one. */
export function pageReviewDate(path: string): string | undefined {
  return Object.hasOwn(pageReviewDates, path) ? pageReviewDates[path] : undefined;
}
