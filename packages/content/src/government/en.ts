import type { GovServicePage, GovSolutionArea, StatePage } from './schema';

const consultation = { label: 'Request a Free Consultation', href: '/contact' } as const;

export const govSolutionAreas: GovSolutionArea[] = [
  {
    id: 'e-governance',
    title: 'E-Governance',
    description:
      'Online citizen services, departmental workflows and grievance redressal that cut visits to government offices and make every application traceable.',
    icon: 'globe',
    highlights: [
      'Citizen service portals and mobile apps in Telugu and English',
      'File and approval workflows with audit trails',
      'Grievance registration, escalation and closure tracking',
    ],
    href: '/services/e-governance',
    linkLabel: 'Explore e-governance',
  },
  {
    id: 'smart-cities',
    title: 'Smart Cities',
    description:
      'Platforms for urban local bodies that connect civic complaints, sensors, field teams and revenue systems into one operational picture.',
    icon: 'building',
    highlights: [
      'Integrated command and control centre dashboards',
      'Civic complaint management with ward-level accountability',
      'Property tax, trade licence and building permission systems',
    ],
    href: '/services/smart-cities',
    linkLabel: 'Explore smart cities',
  },
  {
    id: 'administrative-modernization',
    title: 'Administrative Modernization',
    description:
      'Replacing paper files, registers and ageing applications with secure digital systems that staff find easier than the old way of working.',
    icon: 'settings',
    highlights: [
      'e-Office style file movement and document management',
      'Human resources, leave and payroll systems for departments',
      'Migration of legacy applications to supported platforms',
    ],
    href: '/services/administrative-modernization',
    linkLabel: 'Explore administrative modernization',
  },
  {
    id: 'government-analytics',
    title: 'Government Analytics',
    description:
      'Dashboards, data platforms and forecasting that give secretaries, collectors and commissioners reliable figures for review and planning.',
    icon: 'chart',
    highlights: [
      'Scheme monitoring dashboards from state to village level',
      'Data integration across departments with quality checks',
      'Forecasting and early-warning indicators for planning',
    ],
    href: '/services/government-analytics',
    linkLabel: 'Explore government analytics',
  },
];

export const govServicePages: GovServicePage[] = [
  {
    id: 'e-governance',
    meta: {
      title: 'E-Governance Solutions',
      description:
        'Citizen service portals, departmental workflows and grievance redressal systems for state departments and district administrations in Andhra Pradesh and Telangana.',
      keywords: [
        'e-governance',
        'citizen services portal',
        'grievance redressal system',
        'Andhra Pradesh',
        'Telangana',
      ],
    },
    hero: {
      eyebrow: 'Government Solutions',
      heading: 'E-Governance Solutions',
      body: 'We help departments deliver services online and on the counter with the same system, so that citizens make fewer visits, staff handle less paper and every application can be tracked from submission to decision.',
      primaryAction: consultation,
      secondaryAction: { label: 'All government solutions', href: '/gov-solutions' },
    },
    sections: [
      {
        heading: 'Citizen services, online and assisted',
        body: 'Most citizens in Andhra Pradesh and Telangana still reach government services through a village or ward secretariat, a Mee Seva centre or a department counter. We design each service so the same workflow serves a citizen applying from a phone and an operator applying on their behalf.',
        points: [
          'Application forms in Telugu and English with clear document checklists',
          'Aadhaar-based authentication and DigiLocker document retrieval where permitted',
          'Online fee payment reconciled with the treasury',
          'SMS updates at each stage of processing',
        ],
      },
      {
        heading: 'Departmental workflows',
        body: 'Behind every service is a chain of verifications and approvals. We model that chain explicitly, with service-level timelines from the relevant Right to Services notification, so delays are visible and escalated automatically.',
        points: [
          'Configurable approval chains by service and jurisdiction',
          'Escalation of applications that exceed their prescribed timeline',
          'Digital signatures on certificates and orders',
          'Complete audit trail of every action on a file',
        ],
      },
      {
        heading: 'Grievance redressal',
        body: 'A grievance system is only as good as its closure. We track grievances from registration through assignment, action and citizen confirmation, and we let departments see where cases get stuck.',
        points: [
          'Registration by web, phone, messaging and counter',
          'Automatic routing by subject and location',
          'Closure with evidence and citizen feedback',
          'Pendency reports for weekly review meetings',
        ],
      },
      {
        heading: 'Standards and compliance',
        body: 'Our systems follow the Guidelines for Indian Government Websites (GIGW 3.0), WCAG accessibility requirements and CERT-In directions, and handle personal data in line with the Digital Personal Data Protection Act 2023.',
      },
    ],
    outcomes: [
      { value: '3×', label: 'faster average turnaround on digitised permissions' },
      { value: '100%', label: 'of applications traceable by the applicant' },
      { value: '2', label: 'languages in every interface: Telugu and English' },
    ],
    caseStudy: {
      title: 'Certificates at the village secretariat',
      description:
        'For a district administration we digitised six frequently requested certificates so that village secretariat staff could accept, verify and issue them with digital signatures.',
      results: [
        'Median issue time reduced from 11 days to 4',
        'Citizen visits per certificate reduced from three to one',
        'Every pending application visible to the mandal officer',
      ],
    },
    relatedHeading: 'Related solutions',
    related: [
      { label: 'Administrative Modernization', href: '/services/administrative-modernization' },
      { label: 'GovConnect 360 Suite', href: '/govconnect-360' },
      { label: 'Andhra Pradesh Government', href: '/andhra-pradesh-government' },
    ],
    cta: {
      heading: 'Planning a new citizen service?',
      body: 'Tell us about the service, the departments involved and your timeline. We will reply within 24 hours with next steps.',
      action: consultation,
      secondaryAction: { label: 'See all government solutions', href: '/gov-solutions' },
    },
  },
  {
    id: 'smart-cities',
    meta: {
      title: 'Smart City Solutions',
      description:
        'Command-centre dashboards, civic complaint management and municipal revenue systems for urban local bodies and smart city special purpose vehicles.',
      keywords: [
        'smart city software',
        'integrated command and control centre',
        'municipal software',
        'urban local body',
        'Telangana',
      ],
    },
    hero: {
      eyebrow: 'Government Solutions',
      heading: 'Smart City Solutions',
      body: 'We help municipal corporations and smart city SPVs turn separate systems (complaints, sensors, field teams and revenue) into one operational picture that commissioners and ward officers use every day.',
      primaryAction: consultation,
      secondaryAction: { label: 'All government solutions', href: '/gov-solutions' },
    },
    sections: [
      {
        heading: 'Integrated command and control',
        body: 'Many cities already own cameras, sensors and GPS devices. The gap is usually in bringing their data together and deciding who acts on it. We build dashboards and standard operating procedures around the decisions the command centre has to make.',
        points: [
          'Live views of incidents, vehicles, cameras and sensors on one map',
          'Standard operating procedures attached to each alert type',
          'Shift handover reports generated automatically',
          'Integration with existing vendor systems through open interfaces',
        ],
      },
      {
        heading: 'Civic complaints and ward accountability',
        body: 'Complaints about sanitation, street lights, water and roads arrive through many channels. We bring them into one queue, assign them to the responsible ward team and require evidence of closure.',
        points: [
          'Call centre, web, mobile app and messaging in one queue',
          'Ward and section-wise assignment with escalation timelines',
          'Geo-tagged photographs before and after resolution',
          'Ward performance rankings for weekly reviews',
        ],
      },
      {
        heading: 'Municipal revenue and permissions',
        body: 'Property tax, trade licences, advertisement fees and building permissions fund the city. We build systems that make paying easy and make arrears visible.',
        points: [
          'Online assessment, payment and receipts',
          'GIS-linked property registers',
          'Renewal reminders and arrear tracking',
          'Daily reconciliation with bank collections',
        ],
      },
      {
        heading: 'Data the city owns',
        body: 'We insist on open data formats and documented interfaces, so that the city can add new vendors, sensors and services without being held to a single supplier.',
      },
    ],
    outcomes: [
      { value: '67%', label: 'shorter median resolution time for sanitation complaints' },
      { value: '150', label: 'wards monitored on one dashboard' },
      { value: '71%', label: 'of trade licence renewals completed online in year one' },
    ],
    caseStudy: {
      title: 'Complaint resolution for a municipal corporation',
      description:
        'We unified complaints from four channels into a single ward-level queue with photo evidence of closure and weekly performance reviews chaired by the commissioner.',
      results: [
        'Median resolution time for sanitation complaints down from six days to two',
        'Reopened complaints reduced by 40%',
        'Ward officers review their queue on mobile every morning',
      ],
    },
    relatedHeading: 'Related solutions',
    related: [
      { label: 'Government Analytics', href: '/services/government-analytics' },
      { label: 'Telangana Government', href: '/telangana-government' },
      { label: 'GovConnect 360 Suite', href: '/govconnect-360' },
    ],
    cta: {
      heading: 'Making your city’s systems work together?',
      body: 'Share the systems you already run and the problems you want to solve. We will suggest a practical first phase.',
      action: consultation,
      secondaryAction: { label: 'See all government solutions', href: '/gov-solutions' },
    },
  },
  {
    id: 'administrative-modernization',
    meta: {
      title: 'Administrative Modernization',
      description:
        'Digital file movement, HR and payroll systems and legacy application migration for government departments, delivered with training and full hand-over.',
      keywords: [
        'administrative modernization',
        'e-office',
        'legacy system migration',
        'government HRMS',
        'document management',
      ],
    },
    hero: {
      eyebrow: 'Government Solutions',
      heading: 'Administrative Modernization',
      body: 'We replace paper files, manual registers and unsupported applications with secure digital systems, and we stay until staff find the new way of working easier than the old one.',
      primaryAction: consultation,
      secondaryAction: { label: 'All government solutions', href: '/gov-solutions' },
    },
    sections: [
      {
        heading: 'Digital files and documents',
        body: 'Files that move physically between sections get lost, delayed and duplicated. We introduce digital file movement with notings, approvals and document management that match the department’s office procedure.',
        points: [
          'File creation, noting and forwarding with digital signatures',
          'Scanning and indexing of legacy files with searchable metadata',
          'Retention schedules applied automatically',
          'Dashboards of pending files by section and officer',
        ],
      },
      {
        heading: 'People and payroll',
        body: 'Service records, leave, transfers and pay are often spread across registers and spreadsheets. We consolidate them into one employee record with self-service for staff.',
        points: [
          'Digital service registers with verification by the drawing officer',
          'Leave, tour and transfer workflows',
          'Payroll integration with the state treasury system',
          'Self-service pay slips and leave balances',
        ],
      },
      {
        heading: 'Legacy application migration',
        body: 'Many departments depend on applications built years ago on platforms that are no longer supported. We document what they do, migrate their data with reconciliation and rebuild them on maintainable open technology.',
        points: [
          'Reverse engineering and documentation of existing behaviour',
          'Data migration with record-by-record reconciliation',
          'Parallel runs before switching over',
          'Source code and admin manuals owned by the department',
        ],
      },
      {
        heading: 'Change management',
        body: 'Modernization succeeds or fails with the people who use the system. We train master trainers in every office, run help desks during the first months and measure adoption, not only delivery.',
      },
    ],
    outcomes: [
      { value: '2.8 million', label: 'records migrated from a legacy system with reconciliation' },
      { value: '0', label: 'licence fees after moving to open-source components' },
      { value: '4 weeks', label: 'typical training and help-desk period per office' },
    ],
    caseStudy: {
      title: 'Digital file movement in a directorate',
      description:
        'We introduced digital file movement across 14 sections of a state directorate, scanned 40,000 active files and trained 320 staff through master trainers.',
      results: [
        'Average time for a file to reach a decision reduced by 45%',
        'No physical file movement between sections after the third month',
        'Pending files by officer reviewed weekly by the director',
      ],
    },
    relatedHeading: 'Related solutions',
    related: [
      { label: 'E-Governance', href: '/services/e-governance' },
      { label: 'Digital Transformation', href: '/digital-transformation' },
      { label: 'Cloud Migration & DevOps', href: '/services#cloud-devops' },
    ],
    cta: {
      heading: 'Still running on paper or an unsupported system?',
      body: 'Tell us what your office runs today. We will assess it and propose a phased plan with no disruption to daily work.',
      action: consultation,
      secondaryAction: { label: 'See all government solutions', href: '/gov-solutions' },
    },
  },
  {
    id: 'government-analytics',
    meta: {
      title: 'Government Analytics',
      description:
        'Scheme monitoring dashboards, cross-department data platforms and forecasting for secretaries, district collectors and municipal commissioners.',
      keywords: [
        'government analytics',
        'scheme monitoring dashboard',
        'district dashboard',
        'data-driven governance',
        'forecasting',
      ],
    },
    hero: {
      eyebrow: 'Government Solutions',
      heading: 'Government Analytics',
      body: 'We give decision-makers a small number of indicators they can trust, drawn automatically from the systems departments already run, and available from the state level down to the village.',
      primaryAction: consultation,
      secondaryAction: { label: 'All government solutions', href: '/gov-solutions' },
    },
    sections: [
      {
        heading: 'Scheme monitoring dashboards',
        body: 'A review meeting needs the same figures for everyone in the room. We design indicators with the officers who will use them and publish them on a schedule that matches the review cycle.',
        points: [
          'State, district, mandal and village drill-down',
          'Targets, achievements and trends on one page',
          'Maps that highlight lagging areas',
          'Printable briefs for review meetings',
        ],
      },
      {
        heading: 'Data integration and quality',
        body: 'Indicators are only as reliable as the data beneath them. We build pipelines from departmental databases with validation rules and lineage, so that any figure can be traced to its source record.',
        points: [
          'Automated extraction from existing systems',
          'Common master data for locations, schemes and beneficiaries',
          'Data quality reports sent back to the source department',
          'Anonymisation before data is shared across departments',
        ],
      },
      {
        heading: 'Forecasting and early warning',
        body: 'Beyond reporting what happened, models can warn of what is likely to happen next, such as rising demand, stock-outs or seasonal disease, so that officers can act in advance.',
        points: [
          'Demand and allocation forecasts',
          'Early-warning indicators with thresholds set by the department',
          'Model accuracy published and reviewed regularly',
          'Human review of every forecast before it drives a decision',
        ],
      },
      {
        heading: 'Citizen feedback as data',
        body: 'Administrative data shows what was delivered; feedback shows how it was received. Through GovConnect 360, feedback from more than 500 villages has been combined with departmental data for 15 departments across 12 pilot districts.',
      },
    ],
    outcomes: [
      { value: '26', label: 'scheme indicators in one collectorate review dashboard' },
      { value: '7%', label: 'forecast error for commodity demand, down from 18%' },
      { value: '15', label: 'departments receiving feedback analytics' },
    ],
    caseStudy: {
      title: 'Weekly review dashboard for a collectorate',
      description:
        'We brought 26 scheme indicators from nine departments into one dashboard used in the District Collector’s weekly review meeting.',
      results: [
        'No spreadsheets compiled by hand before review meetings',
        'Lagging mandals identified automatically each week',
        'Data quality issues reported back to source departments',
      ],
    },
    relatedHeading: 'Related solutions',
    related: [
      { label: 'Customized Dashboards & Analytics', href: '/services#dashboards' },
      { label: 'AI & Data Products', href: '/industries/ai-data-products' },
      { label: 'GovConnect 360 Suite', href: '/govconnect-360' },
    ],
    cta: {
      heading: 'Want figures you can trust in your next review?',
      body: 'Tell us which decisions you need to make and where the data lives today. We will propose a first dashboard within weeks.',
      action: consultation,
      secondaryAction: { label: 'See all government solutions', href: '/gov-solutions' },
    },
  },
];

export const statePages: { andhraPradesh: StatePage; telangana: StatePage } = {
  andhraPradesh: {
    id: 'andhra-pradesh',
    path: '/andhra-pradesh-government',
    stats: [
      { value: '500+', label: 'villages reached through GovConnect 360 feedback' },
      { value: '15', label: 'departments receiving feedback reports' },
      { value: '12', label: 'pilot districts across the two Telugu states' },
    ],
    challenges: [
      'Delivering services through thousands of village and ward secretariats with consistent quality',
      'Connectivity gaps in coastal, tribal and upland mandals',
      'Slow feedback on whether welfare benefits reach beneficiaries on time',
      'Data held in separate departmental systems, complicating joint review',
      'Re-mapping records after the reorganisation of districts in 2022',
    ],
    solutions: [
      {
        title: 'Secretariat-ready applications',
        description:
          'Telugu-first applications for secretariat staff that work on entry-level devices and slow connections.',
        icon: 'building',
      },
      {
        title: 'Beneficiary feedback',
        description:
          'Voice-call, messaging and QR feedback through GovConnect 360, reported by mandal and village.',
        icon: 'phone',
      },
      {
        title: 'Offline field apps',
        description:
          'Geo-tagged inspections and surveys captured offline and synced when a connection returns.',
        icon: 'map-pin',
      },
      {
        title: 'Shared dashboards',
        description:
          'District dashboards combining indicators from several departments for collectors’ reviews.',
        icon: 'chart',
      },
      {
        title: 'Master data services',
        description:
          'One maintained list of districts, mandals and villages that every departmental system uses.',
        icon: 'database',
      },
    ],
    caseStudies: [
      {
        title: 'Welfare scheme feedback across villages',
        description:
          'Telugu voice-call surveys asked beneficiaries whether they received their benefits on time and without payment to intermediaries. Findings were reported weekly to district collectors.',
        results: [
          'More than 500 villages covered in the first phase',
          'Delays traced to specific mandals and resolved in the next review cycle',
          '38% response rate, well above earlier paper surveys',
        ],
      },
      {
        title: 'Master data after district reorganisation',
        description:
          'Aligned village and mandal codes across nine departmental databases to a single master list maintained by the planning department after the 2022 reorganisation.',
        results: [
          'Reports for the new districts available within three weeks of notification',
          'Mismatched records flagged for correction instead of silently dropped',
          'One code list now used by every new system',
        ],
      },
    ],
  },
  telangana: {
    id: 'telangana',
    path: '/telangana-government',
    stats: [
      { value: '150', label: 'municipal wards on one performance dashboard' },
      { value: '71%', label: 'of trade licence renewals completed online in year one' },
      { value: '15', label: 'departments served through GovConnect 360 reports' },
    ],
    challenges: [
      'Rapid growth of Hyderabad and its surrounding municipalities straining civic services',
      'Citizens expecting private-sector convenience from government services',
      'A wide gap in connectivity and digital literacy between urban and rural areas',
      'Departmental data rarely shared for joint planning',
      'Legacy applications that fail under seasonal peaks in demand',
    ],
    solutions: [
      {
        title: 'Urban governance platforms',
        description:
          'Complaints, property tax, trade licences and building permissions for urban local bodies.',
        icon: 'building',
      },
      {
        title: 'Multilingual citizen services',
        description:
          'Mobile-first services in Telugu, Urdu and English, with assisted mode for service centres.',
        icon: 'globe',
      },
      {
        title: 'Inter-departmental analytics',
        description: 'Data-sharing pipelines with anonymisation so departments can plan together.',
        icon: 'database',
      },
      {
        title: 'Resilient hosting',
        description:
          'Cloud migration and load testing so that portals stay up on results and deadline days.',
        icon: 'cloud',
      },
      {
        title: 'Field force tracking',
        description:
          'Geo-tagged visit records for sanitation, inspection and survey teams through GovConnect 360.',
        icon: 'map-pin',
      },
    ],
    caseStudies: [
      {
        title: 'Civic complaint resolution',
        description:
          'Complaints from the call centre, web portal and messaging were unified into one ward-level queue with photo evidence of closure for a municipal corporation.',
        results: [
          'Median resolution time for sanitation complaints down from six days to two',
          'Reopened complaints reduced by 40%',
          'Weekly ward performance reviews chaired by the commissioner',
        ],
      },
      {
        title: 'Admissions portal ready for results day',
        description:
          'An admissions portal that failed on every results day was migrated to autoscaling infrastructure with load tests in its release pipeline.',
        results: [
          '1.2 lakh concurrent users served without downtime',
          'Page response times under two seconds at peak',
          'Hosting costs lower outside the admission season',
        ],
      },
    ],
  },
};
