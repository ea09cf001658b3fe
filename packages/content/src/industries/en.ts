import type { Industry, Sector } from './schema';

const wide = { width: 1200, height: 675 } as const;

export const industries: Industry[] = [
  {
    id: 'gov-contracting',
    title: 'Government Contracting',
    description:
      'Technology delivery for departments and public sector undertakings that buy through tenders and GeM: proposals that evaluators can score, systems that pass audit, and documentation that outlasts the contract.',
    seoDescription:
      'Software and data delivery for government contracts in India: tender-ready proposals, audit-ready systems, GIGW and CERT-In compliance, full hand-over.',
    seoKeywords: [
      'government IT contractor India',
      'GeM software services',
      'e-governance vendor Hyderabad',
      'government tender software development',
      'GIGW compliant website',
    ],
    image: {
      src: '/images/industries/gov-contracting.svg',
      ...wide,
      alt: 'Illustration of a tender document with a checklist beside a government building',
    },
    challenges: [
      'Tender documents specify outcomes loosely, so scope disputes surface only after award',
      'Systems must clear a CERT-In empanelled security audit and GIGW accessibility checks before go-live',
      'Payments are milestone-based and tied to acceptance testing by committees that change over time',
      'Vendor lock-in: previous contractors left undocumented code and no data export path',
      'Staff transfers mean the officers who specified a system are rarely the ones who accept it',
    ],
    solutions: [
      'A written requirement baseline signed off at the start, with a change log every committee can read',
      'Security and accessibility testing built into every release, not left to the final audit',
      'Milestones defined by demonstrable acceptance criteria and test scripts agreed in advance',
      'Source code, database schemas and admin manuals delivered at every milestone, not only at the end',
      'Training and hand-over notes written for the next officer, in English and Telugu',
    ],
    caseStudies: [
      {
        title: 'Works monitoring system for an engineering department',
        description:
          'Built a system to track sanctioned works from estimate to final bill across 1,400 sites, replacing monthly spreadsheet returns from each division.',
        results: [
          'Monthly progress reports generated automatically instead of compiled by hand',
          'Geo-tagged photographs now required for every running bill',
          'Passed the third-party security audit at the first attempt',
        ],
      },
      {
        title: 'Migration away from a locked-in vendor system',
        description:
          'Recovered eleven years of records from an undocumented legacy application and rebuilt the system on open-source components owned by the department.',
        results: [
          '2.8 million records migrated with reconciliation reports signed by the department',
          'Annual licence costs removed',
          'Complete documentation handed over, allowing the department to re-tender maintenance freely',
        ],
      },
    ],
  },
  {
    id: 'law-enforcement',
    title: 'Law Enforcement',
    description:
      'Software and analytics for police and public-safety agencies: case and petition tracking, field reporting, crime analysis and command-centre dashboards, built with strict access control and audit trails.',
    seoDescription:
      'Police and public-safety software: petition tracking, field reporting apps, crime analytics and command-centre dashboards with audit trails and role-based access.',
    seoKeywords: [
      'police software India',
      'crime analytics dashboard',
      'law enforcement technology Telangana',
      'petition management system police',
      'command and control centre software',
    ],
    image: {
      src: '/images/industries/law-enforcement.svg',
      ...wide,
      alt: 'Illustration of a city map with patrol routes and a shield emblem',
    },
    challenges: [
      'Petitions and complaints are tracked in registers, so follow-up depends on individual officers',
      'Field data from beat officers reaches the station late and in inconsistent formats',
      'Crime data sits in separate systems that do not support pattern or hotspot analysis',
      'Sensitive records demand strict access control, audit trails and data retention rules',
      'Existing national systems such as CCTNS must be integrated with, not duplicated',
    ],
    solutions: [
      'Petition management with SMS acknowledgement, escalation timelines and supervisory review',
      'Offline-capable Android apps for beat officers with geo-tagged visit records',
      'Hotspot and trend analysis on maps, refreshed daily from existing records',
      'Role-based access, tamper-evident audit logs and retention aligned with departmental orders',
      'Read-only integrations with CCTNS and other national systems through approved interfaces',
    ],
    caseStudies: [
      {
        title: 'Petition tracking for a police commissionerate',
        description:
          'Introduced online registration and tracking of petitions received at police stations, with acknowledgement by SMS and automatic escalation of overdue cases to supervisory officers.',
        results: [
          'Petitions pending beyond 30 days reduced by 62% within six months',
          'Every petitioner receives an acknowledgement number on the day of filing',
          'Weekly pendency reviews now run from a single dashboard',
        ],
      },
      {
        title: 'Beat patrolling app for a district police unit',
        description:
          'An offline-first Android app records beat visits with location and time, letting station house officers verify coverage of vulnerable areas.',
        results: [
          '380 beat officers onboarded in four weeks',
          'Coverage of identified vulnerable locations rose from 54% to 89%',
          'Works on entry-level phones with intermittent connectivity',
        ],
      },
    ],
    featuredProject: {
      title: 'Integrated command-centre dashboard',
      description:
        'A single operational view for a city command centre combining incident reports, patrol vehicle locations, traffic camera status and petition pendency, designed for use on video walls and desktops.',
      achievements: [
        'Brings together feeds from six existing systems without replacing them',
        'Incident-to-dispatch time visible per zone, reviewed at every shift change',
        'Access restricted by role with every view logged for audit',
      ],
      image: {
        src: '/images/projects/command-centre.svg',
        ...wide,
        alt: 'Illustration of a command-centre dashboard with a map, incident list and status tiles',
      },
    },
  },
  {
    id: 'andhra-pradesh-government',
    title: 'Andhra Pradesh Government',
    description:
      'Working with departments and district administrations in Andhra Pradesh on service delivery, grievance redressal and real-time monitoring, in Telugu and English, from the secretariat down to the village.',
    seoDescription:
      'Technology partner for Andhra Pradesh government departments: citizen services, grievance redressal, village-level feedback and real-time dashboards in Telugu.',
    seoKeywords: [
      'Andhra Pradesh e-governance',
      'AP government software company',
      'Andhra Pradesh citizen services technology',
      'village secretariat software',
      'Telugu citizen feedback',
    ],
    image: {
      src: '/images/industries/andhra-pradesh-government.svg',
      ...wide,
      alt: 'Illustration of a coastline with villages connected to a central secretariat building',
    },
    challenges: [
      'Services are delivered through village and ward secretariats whose staff need simple, reliable tools',
      'A long coastline and many remote mandals mean patchy connectivity in the field',
      'Feedback on scheme delivery arrives late and mostly through formal channels',
      'Departments run separate systems, making joint review of outcomes slow',
      'New districts formed in 2022 required data to be re-mapped across administrative boundaries',
    ],
    solutions: [
      'Telugu-first applications designed for secretariat staff and tested on entry-level devices',
      'Offline-capable field apps that sync when a connection is available',
      'Direct beneficiary feedback through voice calls, messaging and QR codes via GovConnect 360',
      'Shared dashboards that combine indicators from several departments at district level',
      'Master data services for districts, mandals and villages that keep boundary changes consistent',
    ],
    caseStudies: [
      {
        title: 'Beneficiary feedback for welfare schemes',
        description:
          'Outbound Telugu voice-call surveys asked beneficiaries whether benefits reached them on time and whether they paid anything to receive them.',
        results: [
          'More than 500 villages covered in the first phase',
          'Delays traced to specific mandals and resolved within the following review cycle',
          'Response rate of 38% on voice calls, well above earlier paper surveys',
        ],
      },
      {
        title: 'District boundary re-mapping',
        description:
          'Re-mapped village and mandal codes across departmental databases after the 2022 reorganisation of districts, with a single master list maintained by the planning department.',
        results: [
          'Nine departmental databases aligned to one master code list',
          'Reports for the new districts available within three weeks of notification',
          'Mismatched records flagged for correction instead of silently dropped',
        ],
      },
    ],
    featuredProject: {
      title: 'GovConnect 360 village feedback programme',
      description:
        'Voice-call, messaging and QR feedback collected on behalf of departments, analysed by district and presented in weekly reports for district collectors.',
      achievements: [
        'Deployed in 12 pilot districts',
        'Feedback from more than 500 villages',
        'Reports shared with 15 departments',
      ],
      image: {
        src: '/images/projects/village-feedback.svg',
        ...wide,
        alt: 'Illustration of village houses sending feedback through phone, chat and QR code to a report',
      },
    },
  },
  {
    id: 'telangana-government',
    title: 'Telangana Government',
    description:
      'Supporting Telangana departments and urban local bodies with citizen services, urban governance platforms and analytics, building on the state’s strong digital foundations and Hyderabad’s technology ecosystem.',
    seoDescription:
      'Technology partner for Telangana government departments and urban local bodies: citizen services, smart-city platforms, analytics and secure cloud migration.',
    seoKeywords: [
      'Telangana e-governance',
      'Telangana government software company',
      'Hyderabad smart city technology',
      'urban local body software',
      'Telangana citizen services',
    ],
    image: {
      src: '/images/industries/telangana-government.svg',
      ...wide,
      alt: 'Illustration of a city skyline with connected service points and a data dashboard',
    },
    challenges: [
      'Rapid urban growth around Hyderabad strains municipal services and planning data',
      'Citizens expect the same convenience from government services as from private apps',
      'Rural and urban areas have very different connectivity and digital literacy',
      'Departments hold valuable data that is rarely shared for joint planning',
      'Ageing applications struggle with seasonal peaks in demand',
    ],
    solutions: [
      'Urban governance platforms for property, trade licences and civic complaints',
      'Mobile-first citizen services with Telugu, Urdu and English interfaces',
      'Assisted-mode services for counters and common service centres',
      'Data-sharing pipelines with anonymisation for inter-departmental analytics',
      'Cloud migration with load testing before each seasonal peak',
    ],
    caseStudies: [
      {
        title: 'Civic complaint resolution for a municipal corporation',
        description:
          'Unified complaints from the call centre, web portal and messaging into one queue with ward-level assignment and photo evidence of closure.',
        results: [
          'Median resolution time for sanitation complaints down from six days to two',
          'Reopened complaints reduced by 40% after photo evidence was required',
          'Ward-wise performance reviewed weekly by the commissioner',
        ],
      },
      {
        title: 'Trade licence renewal online',
        description:
          'Moved trade licence renewal to a self-service portal with online payment and automatic reminders before expiry.',
        results: [
          '71% of renewals completed online in the first year',
          'Counter queues at circle offices shortened during the renewal season',
          'Fee collection reconciled daily with the treasury',
        ],
      },
    ],
    featuredProject: {
      title: 'Ward performance dashboard',
      description:
        'A dashboard for municipal commissioners and ward officers covering sanitation, street lighting, water supply complaints and property tax collection, updated every morning.',
      achievements: [
        'Indicators for 150 wards on one screen with drill-down to each complaint',
        'Automated morning summary sent to ward officers by SMS',
        'Built on open-source tools hosted in the state data centre',
      ],
      image: {
        src: '/images/projects/ward-dashboard.svg',
        ...wide,
        alt: 'Illustration of a ward map beside bar charts and key indicator tiles',
      },
    },
  },
  {
    id: 'ai-data-products',
    title: 'AI & Data Products',
    description:
      'Data platforms and machine learning products for government and enterprise: forecasting, document intelligence, Telugu language models and decision-support tools, built with human oversight and clear accountability.',
    seoDescription:
      'AI and data products for government and enterprise in India: forecasting, document intelligence, Telugu language processing and accountable decision support.',
    seoKeywords: [
      'AI for government India',
      'Telugu natural language processing',
      'data platform development Hyderabad',
      'machine learning consulting India',
      'document intelligence OCR Telugu',
    ],
    image: {
      src: '/images/industries/ai-data-products.svg',
      ...wide,
      alt: 'Illustration of connected data nodes feeding a neural network and a forecast chart',
    },
    challenges: [
      'Data is spread across departments and formats, with uneven quality',
      'Off-the-shelf models perform poorly on Telugu text, handwriting and local speech',
      'Decisions affecting citizens require explanations, not only predictions',
      'Projects stall after a pilot because nobody owns the model in production',
      'Personal data must be handled in line with the DPDP Act 2023',
    ],
    solutions: [
      'Data platforms with quality checks and lineage so every figure can be traced',
      'Models trained and evaluated on local-language data with published accuracy',
      'Human review of decisions that affect citizens, with reasons recorded',
      'Production monitoring, retraining schedules and a named owner for every model',
      'Privacy by design: minimisation, anonymisation and purpose limitation',
    ],
    caseStudies: [
      {
        title: 'Demand forecasting for essential commodities',
        description:
          'Forecast monthly demand at fair price shop level using historical off-take, seasonality and beneficiary changes, to guide allocations.',
        results: [
          'Forecast error reduced from 18% to 7% compared with the previous method',
          'Fewer emergency re-allocations at the end of each month',
          'Forecasts reviewed and adjusted by district supply officers before use',
        ],
      },
      {
        title: 'Telugu document digitisation',
        description:
          'Built an OCR and review pipeline for printed and typed Telugu land and revenue records, with a human check on every low-confidence field.',
        results: [
          '1.6 million pages digitised in eight months',
          'Field-level accuracy of 97% after review',
          'Searchable records available to revenue officers at mandal level',
        ],
      },
    ],
    featuredProject: {
      title: 'Grievance intelligence platform',
      description:
        'Classifies incoming citizen grievances by department and topic, detects duplicates and emerging issues, and flags urgent cases for immediate attention.',
      achievements: [
        'Routes grievances in Telugu and English with 91% accuracy on audited samples',
        'Clusters of related complaints surfaced to officers within a day',
        'Every automated decision can be reviewed and overridden by staff',
      ],
      image: {
        src: '/images/projects/grievance-ai.svg',
        ...wide,
        alt: 'Illustration of messages being sorted into labelled groups by a neural network',
      },
    },
  },
];

/** The 8 further sectors /industries lists by name, without pages of their own. */
export const additionalSectors: Sector[] = [
  {
    id: 'healthcare',
    name: 'Healthcare & Life Sciences',
    description:
      'Hospital information systems, appointment and referral tracking, and health programme dashboards.',
  },
  {
    id: 'financial-services',
    name: 'Financial Services',
    description:
      'Lending workflows, reconciliation, fraud analytics and regulatory reporting for banks, NBFCs and cooperatives.',
  },
  {
    id: 'manufacturing',
    name: 'Manufacturing',
    description:
      'Production tracking, quality analytics and predictive maintenance for plants and MSME clusters.',
  },
  {
    id: 'retail',
    name: 'Retail & E-commerce',
    description:
      'Inventory, order management and demand forecasting across stores and online channels.',
  },
  {
    id: 'transportation',
    name: 'Transportation & Logistics',
    description:
      'Fleet tracking, route planning and passenger information systems for operators and transport departments.',
  },
  {
    id: 'energy',
    name: 'Energy & Utilities',
    description:
      'Meter data analytics, outage management and consumer service portals for power and water utilities.',
  },
  {
    id: 'education',
    name: 'Education & Research',
    description:
      'Admissions, examination and learning platforms, and research data management for institutions.',
  },
  {
    id: 'non-profit',
    name: 'Non-profit Organizations',
    description:
      'Beneficiary management, field data collection and impact reporting for NGOs and foundations.',
  },
];
