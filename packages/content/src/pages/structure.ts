import { messageWith } from '../shared/messages';

/**
 * The structure of the pages' templates that are no row of the page table: the template copy of
 * an industry's page (/industries/<id>: its title's words, around the industry's title) and of what
 * no page answers (its description). A single page's structure is
 * its row (src/site/table.ts). The words are in data/messages/pages/pages.<locale>.json.
 */
export const pagesStructure = {
  pages: {
    industryDetail: {
      /** The title of an industry's page, from the industry's title. */
      meta: { title: messageWith('title') },
      caseStudiesAnchor: 'case-studies',
      primaryAction: {
        href: '/contact',
      },
      cta: {
        action: {
          href: '/contact',
        },
        secondaryAction: {
          href: '/industries',
        },
      },
    },
    notFound: {
      action: {
        href: '/',
      },
    },
  },
};
