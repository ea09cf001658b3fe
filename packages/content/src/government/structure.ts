/**
 * The government area's structure: ids, icons, links, order and figures, written once for every
 * language. The words are in data/messages/government/government.<locale>.json, keyed by record and field.
 */
export const governmentStructure = {
  govSolutionAreas: [
    {
      id: 'e-governance',
      icon: 'globe',
      href: '/services/e-governance',
    },
    {
      id: 'smart-cities',
      icon: 'building',
      href: '/services/smart-cities',
    },
    {
      id: 'administrative-modernization',
      icon: 'settings',
      href: '/services/administrative-modernization',
    },
    {
      id: 'government-analytics',
      icon: 'chart',
      href: '/services/government-analytics',
    },
  ],
  govServicePages: [
    {
      id: 'e-governance',
      hero: {
        primaryAction: {
          href: '/contact',
        },
        secondaryAction: {
          href: '/gov-solutions',
        },
      },
      outcomes: [
        {
          value: '3×',
        },
        {
          value: '100%',
        },
        {
          value: '2',
        },
      ],
      related: [
        {
          href: '/services/administrative-modernization',
        },
        {
          href: '/govconnect-360',
        },
        {
          href: '/andhra-pradesh-government',
        },
      ],
      cta: {
        action: {
          href: '/contact',
        },
        secondaryAction: {
          href: '/gov-solutions',
        },
      },
    },
    {
      id: 'smart-cities',
      hero: {
        primaryAction: {
          href: '/contact',
        },
        secondaryAction: {
          href: '/gov-solutions',
        },
      },
      outcomes: [
        {
          value: '67%',
        },
        {
          value: '150',
        },
        {
          value: '71%',
        },
      ],
      related: [
        {
          href: '/services/government-analytics',
        },
        {
          href: '/telangana-government',
        },
        {
          href: '/govconnect-360',
        },
      ],
      cta: {
        action: {
          href: '/contact',
        },
        secondaryAction: {
          href: '/gov-solutions',
        },
      },
    },
    {
      id: 'administrative-modernization',
      hero: {
        primaryAction: {
          href: '/contact',
        },
        secondaryAction: {
          href: '/gov-solutions',
        },
      },
      outcomes: [
        {},
        {
          value: '0',
        },
        {},
      ],
      related: [
        {
          href: '/services/e-governance',
        },
        {
          href: '/digital-transformation',
        },
        {
          href: '/services#cloud-devops',
        },
      ],
      cta: {
        action: {
          href: '/contact',
        },
        secondaryAction: {
          href: '/gov-solutions',
        },
      },
    },
    {
      id: 'government-analytics',
      hero: {
        primaryAction: {
          href: '/contact',
        },
        secondaryAction: {
          href: '/gov-solutions',
        },
      },
      outcomes: [
        {
          value: '26',
        },
        {
          value: '7%',
        },
        {
          value: '15',
        },
      ],
      related: [
        {
          href: '/services#dashboards',
        },
        {
          href: '/industries/ai-data-products',
        },
        {
          href: '/govconnect-360',
        },
      ],
      cta: {
        action: {
          href: '/contact',
        },
        secondaryAction: {
          href: '/gov-solutions',
        },
      },
    },
  ],
  statePages: {
    andhraPradesh: {
      id: 'andhra-pradesh',
      path: '/andhra-pradesh-government',
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
      solutions: [
        {
          icon: 'building',
        },
        {
          icon: 'phone',
        },
        {
          icon: 'map-pin',
        },
        {
          icon: 'chart',
        },
        {
          icon: 'database',
        },
      ],
    },
    telangana: {
      id: 'telangana',
      path: '/telangana-government',
      stats: [
        {
          value: '150',
        },
        {
          value: '71%',
        },
        {
          value: '15',
        },
      ],
      solutions: [
        {
          icon: 'building',
        },
        {
          icon: 'globe',
        },
        {
          icon: 'database',
        },
        {
          icon: 'cloud',
        },
        {
          icon: 'map-pin',
        },
      ],
    },
  },
};
