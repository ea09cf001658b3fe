/**
 * The industries area's structure: ids, icons, links, order and figures, written once for every
 * language. The words are in data/messages/industries/industries.<locale>.json, keyed by record and field.
 */
export const industriesStructure = {
  industries: [
    {
      id: 'gov-contracting',
      image: {
        src: '/images/industries/gov-contracting.svg',
        width: 1200,
        height: 675,
      },
    },
    {
      id: 'law-enforcement',
      image: {
        src: '/images/industries/law-enforcement.svg',
        width: 1200,
        height: 675,
      },
      featuredProject: {
        image: {
          src: '/images/projects/command-centre.svg',
          width: 1200,
          height: 675,
        },
      },
    },
    {
      id: 'andhra-pradesh-government',
      image: {
        src: '/images/industries/andhra-pradesh-government.svg',
        width: 1200,
        height: 675,
      },
      featuredProject: {
        image: {
          src: '/images/projects/village-feedback.svg',
          width: 1200,
          height: 675,
        },
      },
    },
    {
      id: 'telangana-government',
      image: {
        src: '/images/industries/telangana-government.svg',
        width: 1200,
        height: 675,
      },
      featuredProject: {
        image: {
          src: '/images/projects/ward-dashboard.svg',
          width: 1200,
          height: 675,
        },
      },
    },
    {
      id: 'ai-data-products',
      image: {
        src: '/images/industries/ai-data-products.svg',
        width: 1200,
        height: 675,
      },
      featuredProject: {
        image: {
          src: '/images/projects/grievance-ai.svg',
          width: 1200,
          height: 675,
        },
      },
    },
  ],
  additionalSectors: [
    {
      id: 'healthcare',
    },
    {
      id: 'financial-services',
    },
    {
      id: 'manufacturing',
    },
    {
      id: 'retail',
    },
    {
      id: 'transportation',
    },
    {
      id: 'energy',
    },
    {
      id: 'education',
    },
    {
      id: 'non-profit',
    },
  ],
};
