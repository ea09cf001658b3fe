import type { CoreValue, FeatureItem, Testimonial } from './schema';

export const testimonials: Testimonial[] = [
  {
    id: 'district-collector',
    content:
      'What set this team apart was that they sat with our mandal staff before writing a line of code. The feedback reports now come to my weekly review without anyone compiling them, and we act on them the same week.',
    author: 'K. Srinivasa Rao',
    position: 'Joint Collector (retd.)',
    company: 'District Administration, Andhra Pradesh',
  },
  {
    id: 'municipal-commissioner',
    content:
      'The complaint dashboard is simple enough that ward officers use it on their phones every morning. Resolution times came down because everyone can see the same numbers.',
    author: 'Farah Naaz',
    position: 'Additional Commissioner',
    company: 'Urban Local Body, Telangana',
  },
  {
    id: 'enterprise-cto',
    content:
      'They migrated our core lending platform to the cloud over three weekends with no customer-facing downtime, and left us with documentation our own team could follow.',
    author: 'Venkat Reddy',
    position: 'Chief Technology Officer',
    company: 'Deccan Rural Finance Ltd.',
  },
];

export const whyChooseUs: FeatureItem[] = [
  {
    id: 'government-experience',
    title: 'Government Experience',
    description:
      'Delivering since 2010 for state departments, district administrations and urban local bodies, including tenders, audits and acceptance committees.',
    icon: 'building',
  },
  {
    id: 'local-language',
    title: 'Telugu-first Design',
    description:
      'Interfaces, voice calls and training materials in Telugu and English, tested with the staff and citizens who will use them.',
    icon: 'globe',
  },
  {
    id: 'security-compliance',
    title: 'Security and Compliance',
    description:
      'Systems built to clear CERT-In empanelled audits and to meet GIGW guidelines and the DPDP Act 2023 from the first release.',
    icon: 'shield',
  },
  {
    id: 'ownership',
    title: 'You Own What We Build',
    description:
      'Source code, data and documentation belong to the client and are handed over at every milestone. No lock-in.',
    icon: 'lock',
  },
  {
    id: 'measurable-outcomes',
    title: 'Measurable Outcomes',
    description:
      'Every engagement starts with the indicators that define success, and we report against them until the system is accepted.',
    icon: 'target',
  },
  {
    id: 'long-term-support',
    title: 'Long-term Support',
    description:
      'Warranty, annual maintenance and a Hyderabad-based team that answers within agreed response times.',
    icon: 'clock',
  },
];

export const coreValues: CoreValue[] = [
  {
    id: 'innovation',
    title: 'Innovation',
    description:
      'We adopt new technology when it solves a real problem for the people using the system, and we say so plainly when it does not.',
    icon: 'lightbulb',
  },
  {
    id: 'integrity',
    title: 'Integrity',
    description:
      'Honest estimates, transparent reporting of problems and strict care with public data. We would rather lose a bid than over-promise.',
    icon: 'scale',
  },
  {
    id: 'excellence',
    title: 'Excellence',
    description:
      'Tested, documented and secure software that keeps working after launch day, through transfers, audits and peak seasons.',
    icon: 'award',
  },
  {
    id: 'collaboration',
    title: 'Collaboration',
    description:
      'We work alongside officers, field staff and citizens, and we leave our clients’ teams more capable than we found them.',
    icon: 'handshake',
  },
];
