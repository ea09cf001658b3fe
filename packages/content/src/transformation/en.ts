import type { EnablingTechnology, TransformationStep } from './schema';

export const transformationSteps: TransformationStep[] = [
  {
    id: 'discovery',
    step: 1,
    title: 'Discovery',
    description:
      'We study the current process end to end with the people who run it, measure where time and effort go, and agree what success will look like.',
    activities: [
      'Interviews and field visits with officers, staff and citizens',
      'Inventory of existing systems, data and contracts',
      'Baseline measurements of turnaround time, cost and errors',
    ],
  },
  {
    id: 'strategy',
    step: 2,
    title: 'Strategy',
    description:
      'We design the target process and architecture, choose what to build, buy or reuse, and plan releases that deliver value early.',
    activities: [
      'Target process and system architecture',
      'Phased roadmap with budget and procurement options',
      'Risk, security and data protection assessment',
    ],
  },
  {
    id: 'implementation',
    step: 3,
    title: 'Implementation',
    description:
      'We build and release in short cycles, test with real users, migrate data carefully and train staff before each go-live.',
    activities: [
      'Iterative development with demonstrations every two weeks',
      'Data migration with reconciliation reports',
      'Training of trainers and user manuals in Telugu and English',
    ],
  },
  {
    id: 'optimization',
    step: 4,
    title: 'Optimization',
    description:
      'After launch we measure against the baseline, fix what slows people down and hand over operations with the documentation to sustain them.',
    activities: [
      'Outcome reporting against the agreed indicators',
      'Performance tuning and usability improvements',
      'Hand-over of operations, run-books and source code',
    ],
  },
];

export const enablingTechnologies: EnablingTechnology[] = [
  {
    id: 'cloud',
    title: 'Cloud and Data Centre Infrastructure',
    description:
      'MeitY-empanelled cloud and State Data Centre hosting that scales for peak demand.',
    icon: 'cloud',
  },
  {
    id: 'ai',
    title: 'Artificial Intelligence',
    description:
      'Language, vision and forecasting models that reduce manual effort, with human oversight.',
    icon: 'brain',
  },
  {
    id: 'data-platforms',
    title: 'Data Platforms',
    description:
      'Pipelines and warehouses that bring departmental data together with quality checks.',
    icon: 'database',
  },
  {
    id: 'mobile',
    title: 'Mobile and Offline Apps',
    description: 'Android apps for field staff that work without a connection and sync later.',
    icon: 'phone',
  },
  {
    id: 'integration',
    title: 'Digital Public Infrastructure',
    description:
      'Integration with Aadhaar authentication, DigiLocker, API Setu and payment gateways.',
    icon: 'layers',
  },
  {
    id: 'security',
    title: 'Security by Design',
    description: 'Identity management, encryption and audit logging from the first release.',
    icon: 'lock',
  },
];
