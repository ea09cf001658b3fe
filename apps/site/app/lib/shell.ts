import {
  type Edition,
  edition,
  formatAddress,
  formatDate,
  localeDetails,
  locales,
  localizedPath,
  nearestPageIn,
  pageLocales,
  pageReviewDate,
} from '@lumenor/content';
import { notFoundHead, siteLinks } from './head';
import { islandsEntryUrl } from './islands-entry.server';

/**
 * Everything the shared layout shows, gathered at build time by the root loader, so the copy
 * travels with each prerendered page instead of in the JavaScript bundle. `sitePath` is the page's
 * path without its locale prefix; `content` is its language edition.
 */
export function shellData(year: number, content: Edition, sitePath: string) {
  const { company, footerContent, layoutCopy, mainNavigation, primaryCta } = content;
  return {
    locale: content.locale,
    lang: content.details.lang,
    homeHref: content.href('/'),
    /**
     * The same page in the other languages: the language switch's links (a later page of a list
     * that a language's shorter list lacks leads to that list's last page there); for a language
     * the page is not yet in (an article awaiting its translation), a note in that language instead.
     */
    languages: locales
      .filter((locale) => locale !== content.locale)
      .map((locale) => {
        const language = {
          lang: localeDetails[locale].lang,
          label: localeDetails[locale].nativeName,
        };
        if (!pageLocales(sitePath).includes(locale)) {
          return { ...language, pending: edition(locale).layoutCopy.languageSwitch.pending };
        }
        return {
          ...language,
          href: localizedPath(nearestPageIn(sitePath, locale), locale),
          // Where the link leads, in the page's language ('Read this page in {language}').
          description: layoutCopy.languageSwitch.description,
        };
      }),
    company: {
      name: company.name,
      email: company.email,
      logo: company.logo,
      social: company.social,
      addressLines: addressLines(content),
      addressText: formatAddress(company.address),
    },
    navigation: mainNavigation,
    primaryCta,
    footer: {
      about: footerContent.about,
      columns: footerContent.columns,
      legalLinks: footerContent.legalLinks,
      legalLabel: footerContent.legalNavLabel,
      copyright: footerContent.copyright(year),
    },
    copy: layoutCopy,
    /** When the page was last reviewed, if content dates it (the documents show their own date). */
    review: reviewOf(sitePath, content),
    headLinks: siteLinks(content),
    islandsEntry: islandsEntryUrl(),
    notFoundHead: notFoundHead(content),
  };
}

export type ShellData = ReturnType<typeof shellData>;

function addressLines({ company }: Edition): string[] {
  const { streetAddress, locality, region, postalCode, country } = company.address;
  return [streetAddress, `${locality}, ${region} ${postalCode}`, country];
}

function reviewOf(sitePath: string, content: Edition) {
  const iso = pageReviewDate(sitePath);
  if (!iso) return undefined;
  return {
    label: content.layoutCopy.lastReviewedLabel,
    iso,
    text: formatDate(iso, content.locale),
  };
}
