import {
  company,
  footerContent,
  formatAddress,
  layoutCopy,
  mainNavigation,
  primaryCta,
} from '@lumenor/content';
import { notFoundHead, siteLinks } from './head';
import { islandsEntryUrl } from './islands-entry.server';

/**
 * Everything the shared layout shows, gathered at build time by the root loader, so the copy
 * travels with each prerendered page instead of in the JavaScript bundle.
 */
export function shellData(year: number) {
  return {
    company: {
      name: company.name,
      email: company.email,
      logo: company.logo,
      social: company.social,
      addressLines: addressLines(),
      addressText: formatAddress(company.address),
    },
    navigation: mainNavigation,
    primaryCta,
    footer: {
      about: footerContent.about,
      columns: footerContent.columns,
      legalLinks: footerContent.legalLinks,
      copyright: footerContent.copyright(year),
    },
    copy: layoutCopy,
    headLinks: siteLinks(),
    islandsEntry: islandsEntryUrl(),
    notFoundHead: notFoundHead(),
  };
}

export type ShellData = ReturnType<typeof shellData>;

function addressLines(): string[] {
  const { streetAddress, locality, region, postalCode, country } = company.address;
  return [streetAddress, `${locality}, ${region} ${postalCode}`, country];
}
