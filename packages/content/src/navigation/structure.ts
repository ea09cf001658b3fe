import { company } from '../company/en';
import { messageWith } from '../shared/messages';

/**
 * The navigation area's structure: ids, icons, links, order and figures, written once for every
 * language. The words are in data/messages/navigation/navigation.<locale>.json, keyed by record and field.
 */
export const navigationStructure = {
  mainNavigation: [
    {
      href: '/',
    },
    {
      href: '/services',
      children: [
        {
          href: '/digital-transformation',
        },
        {
          href: '/gov-solutions',
        },
        {
          href: '/govconnect-360',
        },
      ],
    },
    {
      href: '/industries',
      children: [
        {
          href: '/andhra-pradesh-government',
        },
        {
          href: '/telangana-government',
        },
      ],
    },
    {
      href: '/about',
    },
    {
      href: '/blog',
    },
    {
      href: '/contact',
    },
  ],
  primaryCta: {
    href: '/contact',
  },
  footerContent: {
    columns: [
      {
        id: 'services',
        links: [
          {
            href: '/services#custom-software',
          },
          {
            href: '/services#ai-ml',
          },
          {
            href: '/services#cloud-devops',
          },
          {
            href: '/services#cybersecurity',
          },
          {
            href: '/services#dashboards',
          },
          {
            href: '/digital-transformation',
          },
        ],
      },
      {
        id: 'government',
        links: [
          {
            href: '/gov-solutions',
          },
          {
            href: '/govconnect-360',
          },
          {
            href: '/andhra-pradesh-government',
          },
          {
            href: '/telangana-government',
          },
          {
            href: '/industries',
          },
        ],
      },
      {
        id: 'contact',
        links: [
          {
            href: '/contact',
          },
          {
            label: company.email,
            href: `mailto:${company.email}`,
          },
          {
            label: company.phone,
            href: `tel:${company.phone.replaceAll(' ', '')}`,
          },
          {
            href: '/about',
          },
          {
            href: '/blog',
          },
        ],
      },
    ],
    legalLinks: [
      {
        href: '/privacy-policy',
      },
      {
        href: '/terms-of-service',
      },
      {
        href: '/hyperlinking-policy',
      },
      {
        href: '/copyright-policy',
      },
      {
        href: '/accessibility',
      },
      {
        href: '/screen-reader-access',
      },
      {
        href: '/help',
      },
      {
        href: '/feedback',
      },
      {
        href: '/sitemap',
      },
    ],
    copyright: messageWith('year'),
  },
};
