import { company } from '../company/en';

/** The addresses the documents point readers to, from the company record. */
const emailLink = { label: company.email, href: `mailto:${company.email}` };
const phoneLink = { label: company.phone, href: `tel:${company.phone.replaceAll(' ', '')}` };

/**
 * The legal area's structure: ids, icons, links, order and figures, written once for every
 * language. The words are in data/messages/legal/legal.<locale>.json, keyed by record and field.
 */
export const legalStructure = {
  legal: {
    privacy: {
      id: 'privacy',
      lastUpdatedIso: '2025-05-22',
    },
    terms: {
      id: 'terms',
      lastUpdatedIso: '2025-05-22',
    },
    hyperlinking: {
      id: 'hyperlinking',
      lastUpdatedIso: '2026-11-24',
      sections: [
        {},
        {},
        {},
        {
          links: [
            {
              href: '/feedback',
            },
            emailLink,
          ],
        },
      ],
    },
    copyright: {
      id: 'copyright',
      lastUpdatedIso: '2026-11-24',
      sections: [
        {},
        {},
        {},
        {
          links: [
            {
              href: '/feedback',
            },
            emailLink,
          ],
        },
      ],
    },
  },
  guides: {
    screenReaderAccess: {
      id: 'screen-reader-access',
      lastUpdatedIso: '2026-11-24',
      sections: [
        {
          links: [
            {
              href: 'https://www.nvaccess.org/download/',
            },
          ],
        },
        {
          links: [
            {
              href: 'https://www.freedomscientific.com/products/software/jaws/',
            },
          ],
        },
        {
          links: [
            {
              href: 'https://support.apple.com/guide/voiceover/',
            },
          ],
        },
        {
          links: [
            {
              href: 'https://support.google.com/accessibility/android/answer/6283677',
            },
          ],
        },
        {
          links: [
            {
              href: 'https://support.microsoft.com/windows/complete-guide-to-narrator-e4397a0d-ef4f-b386-d8ae-c172f109bdb1',
            },
          ],
        },
        {},
        {
          links: [
            {
              href: '/feedback',
            },
            emailLink,
          ],
        },
      ],
    },
    help: {
      id: 'help',
      lastUpdatedIso: '2026-11-24',
      sections: [
        {
          links: [
            {
              href: '/search',
            },
            {
              href: '/sitemap',
            },
          ],
        },
        {},
        {},
        {
          links: [
            {
              href: '/rss.xml',
            },
            {
              href: '/atom.xml',
            },
          ],
        },
        {
          links: [
            {
              href: '/contact',
            },
            {
              href: '/feedback',
            },
            emailLink,
            phoneLink,
          ],
        },
      ],
    },
  },
  accessibilityStatement: {
    id: 'accessibility',
    lastUpdatedIso: '2026-11-29',
    sections: [
      {},
      {},
      {},
      {},
      {
        links: [
          {
            href: '/feedback',
          },
          emailLink,
          phoneLink,
        ],
      },
    ],
  },
};
