/**
 * The highlights area's structure: ids, icons, links, order and figures, written once for every
 * language. The words are in data/messages/highlights/highlights.<locale>.json, keyed by record and field.
 */
export const highlightsStructure = {
  testimonials: [
    {
      id: 'district-collector',
    },
    {
      id: 'municipal-commissioner',
    },
    {
      id: 'enterprise-cto',
    },
  ],
  whyChooseUs: [
    {
      id: 'government-experience',
      icon: 'building',
    },
    {
      id: 'local-language',
      icon: 'globe',
    },
    {
      id: 'security-compliance',
      icon: 'shield',
    },
    {
      id: 'ownership',
      icon: 'lock',
    },
    {
      id: 'measurable-outcomes',
      icon: 'target',
    },
    {
      id: 'long-term-support',
      icon: 'clock',
    },
  ],
  coreValues: [
    {
      id: 'innovation',
      icon: 'lightbulb',
    },
    {
      id: 'integrity',
      icon: 'scale',
    },
    {
      id: 'excellence',
      icon: 'award',
    },
    {
      id: 'collaboration',
      icon: 'handshake',
    },
  ],
};
