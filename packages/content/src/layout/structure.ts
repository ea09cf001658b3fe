import { company } from '../company/en';

/**
 * The layout area's structure: ids, icons, links, order and figures, written once for every
 * language. The words are in data/messages/layout/layout.<locale>.json, keyed by record and field.
 */
export const layoutStructure = {
  layoutCopy: {
    accessibilityToolbar: {
      screenReaderLink: {
        href: '/screen-reader-access',
      },
    },
    chat: {
      action: {
        href: '/contact',
      },
    },
    notFound: {
      action: {
        href: '/',
      },
    },
    error: {
      action: {
        href: '/',
      },
    },
    titleSuffix: company.name,
    search: {
      href: '/search',
      browse: {
        sitemap: {
          href: '/sitemap',
        },
      },
    },
  },
};
