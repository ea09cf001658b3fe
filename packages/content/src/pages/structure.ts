import { company } from '../company/en';

/**
 * The pages area's structure: ids, icons, links, order and figures, written once for every
 * language. The words are in data/messages/pages/pages.<locale>.json, keyed by record and field.
 */
export const pagesStructure = {
  pages: {
    home: {
      hero: {
        primaryAction: {
          href: '/contact',
        },
        secondaryAction: {
          href: '/services',
        },
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
    services: {
      hero: {
        primaryAction: {
          href: '/contact',
        },
        secondaryAction: {
          href: '/gov-solutions',
        },
      },
      govConnectPromo: {
        action: {
          href: '/govconnect-360',
        },
        secondaryAction: {
          href: '/contact',
        },
      },
      cta: {
        action: {
          href: '/contact',
        },
      },
    },
    industries: {
      hero: {
        primaryAction: {
          href: '/contact',
        },
      },
      stateExcellence: {
        links: [
          {
            href: '/andhra-pradesh-government',
          },
          {
            href: '/telangana-government',
          },
        ],
      },
      aiDataProducts: {
        action: {
          href: '/industries/ai-data-products',
        },
      },
      cta: {
        action: {
          href: '/contact',
        },
      },
    },
    industryDetail: {
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
    about: {
      hero: {
        primaryAction: {
          href: '/contact',
        },
      },
      stats: [
        {
          value: String(company.foundedYear),
        },
        {
          value: '500+',
        },
        {
          value: '15',
        },
        {
          value: '12',
        },
      ],
      cta: {
        action: {
          href: '/contact',
        },
        secondaryAction: {
          href: '/services',
        },
      },
    },
    andhraPradesh: {
      hero: {
        primaryAction: {
          href: '/contact',
        },
        secondaryAction: {
          href: '/gov-solutions',
        },
      },
      cta: {
        action: {
          href: '/contact',
        },
        secondaryAction: {
          href: '/govconnect-360',
        },
      },
    },
    telangana: {
      hero: {
        primaryAction: {
          href: '/contact',
        },
        secondaryAction: {
          href: '/gov-solutions',
        },
      },
      cta: {
        action: {
          href: '/contact',
        },
        secondaryAction: {
          href: '/services/smart-cities',
        },
      },
    },
    govSolutions: {
      hero: {
        primaryAction: {
          href: '/contact',
        },
        secondaryAction: {
          href: '/govconnect-360',
        },
      },
      statesSection: {
        links: [
          {
            href: '/andhra-pradesh-government',
          },
          {
            href: '/telangana-government',
          },
        ],
      },
      cta: {
        action: {
          href: '/contact',
        },
      },
    },
    digitalTransformation: {
      hero: {
        primaryAction: {
          href: '/contact',
        },
        secondaryAction: {
          href: '/gov-solutions',
        },
      },
      cta: {
        action: {
          href: '/gov-solutions',
        },
        secondaryAction: {
          href: '/services',
        },
      },
    },
    govConnect360: {
      hero: {
        primaryAction: {
          href: '/contact',
        },
        secondaryAction: {
          href: '#how-it-works',
        },
      },
      stats: [
        {
          value: '500+',
        },
        {
          value: '15',
        },
        {
          value: '12',
        },
      ],
      howItWorks: {
        anchor: 'how-it-works',
      },
      cta: {
        action: {
          href: '/contact',
        },
        secondaryAction: {
          href: '/gov-solutions',
        },
      },
    },
    sitemap: {
      machineReadable: {
        links: [
          {
            href: '/sitemap.xml',
          },
          {
            href: '/rss.xml',
          },
          {
            href: '/atom.xml',
          },
        ],
      },
    },
    notFound: {
      action: {
        href: '/',
      },
    },
  },
};
