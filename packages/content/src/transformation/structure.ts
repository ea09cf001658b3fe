/**
 * The transformation area's structure: ids, icons, links, order and figures, written once for every
 * language. The words are in data/messages/transformation/transformation.<locale>.json, keyed by record and field.
 */
export const transformationStructure = {
  transformationSteps: [
    {
      id: 'discovery',
      step: 1,
    },
    {
      id: 'strategy',
      step: 2,
    },
    {
      id: 'implementation',
      step: 3,
    },
    {
      id: 'optimization',
      step: 4,
    },
  ],
  enablingTechnologies: [
    {
      id: 'cloud',
      icon: 'cloud',
    },
    {
      id: 'ai',
      icon: 'brain',
    },
    {
      id: 'data-platforms',
      icon: 'database',
    },
    {
      id: 'mobile',
      icon: 'phone',
    },
    {
      id: 'integration',
      icon: 'layers',
    },
    {
      id: 'security',
      icon: 'lock',
    },
  ],
};
