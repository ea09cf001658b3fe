import type { Service, ServiceOption, TechnologyCategory } from './schema';

export const services: Service[] = [
  {
    id: 'custom-software',
    title: 'Custom Software Development',
    description:
      'Web, mobile and back-office applications built around how your department or business actually works, from citizen-facing portals to internal workflow systems.',
    icon: 'code',
    features: [
      'Requirement study with the officers and staff who will use the system',
      'Web and Android applications with Telugu and English interfaces',
      'Workflow, approval and file-tracking systems with full audit trails',
      'Integration with Aadhaar-based authentication, DigiLocker and payment gateways',
      'Source code, documentation and hand-over to your team or a successor vendor',
    ],
    caseStudy: {
      title: 'Online permissions for a district administration',
      description:
        'Replaced a paper process for event and loudspeaker permissions with an online workflow across police, revenue and municipal offices. Average turnaround fell from nine working days to three, and every application is now traceable by the applicant.',
    },
    href: '/services#custom-software',
  },
  {
    id: 'ai-ml',
    title: 'AI & Machine Learning Solutions',
    description:
      'Practical machine learning where it pays for itself: document processing, demand forecasting, grievance classification and Telugu speech and text models, deployed with human review.',
    icon: 'brain',
    features: [
      'Classification and routing of grievances and applications',
      'Forecasting for demand, inventory and service load',
      'Document digitisation with OCR for Telugu and English records',
      'Speech-to-text and sentiment analysis for Telugu voice feedback',
      'Model monitoring, bias checks and human review for decisions that affect citizens',
    ],
    caseStudy: {
      title: 'Automatic routing of citizen grievances',
      description:
        'A Telugu and English text classifier now routes incoming grievances to the right department with 91% accuracy on audited samples, removing a manual sorting step that used to take two days.',
    },
    href: '/services#ai-ml',
  },
  {
    id: 'cloud-devops',
    title: 'Cloud Migration & DevOps',
    description:
      'Moving ageing applications to the State Data Centre or MeitY-empanelled cloud, with automated builds, monitoring and recovery so that systems stay up during peak demand.',
    icon: 'cloud',
    features: [
      'Assessment of existing applications, licences and hosting costs',
      'Migration to MeitY-empanelled cloud, State Data Centre or hybrid set-ups',
      'Automated build, test and deployment pipelines',
      'Monitoring, alerting and capacity planning for peak seasons',
      'Backup, disaster recovery drills and documented recovery objectives',
    ],
    caseStudy: {
      title: 'Admissions portal ready for results day',
      description:
        'Migrated an admissions portal that failed every results day to autoscaling infrastructure with load testing in the release pipeline. The next admission season served 1.2 lakh concurrent users without downtime.',
    },
    href: '/services#cloud-devops',
  },
  {
    id: 'cybersecurity',
    title: 'Cybersecurity & Compliance',
    description:
      'Security reviews, hardening and compliance support aligned with CERT-In directions, the DPDP Act 2023 and the security audit requirements government systems must clear before go-live.',
    icon: 'shield',
    features: [
      'Vulnerability assessment and remediation before CERT-In empanelled audits',
      'Secure architecture and code review',
      'Identity and access management with role-based access',
      'Logging and incident response aligned with CERT-In reporting timelines',
      'Data protection practices under the Digital Personal Data Protection Act 2023',
    ],
    caseStudy: {
      title: 'Security audit clearance for a welfare portal',
      description:
        'Closed 47 findings from a third-party audit in five weeks, introduced role-based access for 2,300 field users and set up centralised logging, allowing the portal to receive its safe-to-host certificate.',
    },
    href: '/services#cybersecurity',
  },
  {
    id: 'dashboards',
    title: 'Customized Dashboards & Analytics',
    description:
      'Dashboards that senior officers actually use: a few trustworthy indicators, drawn from the systems you already run, updated daily and available down to the mandal and ward.',
    icon: 'chart',
    features: [
      'Indicator design with the officers who will review them',
      'Data pipelines from existing departmental databases and spreadsheets',
      'District, mandal and village drill-down with maps',
      'Scheduled reports and alerts by SMS and e-mail',
      'Data quality checks so every figure can be traced to its source',
    ],
    caseStudy: {
      title: 'Weekly review dashboard for a collectorate',
      description:
        'Brought 26 scheme indicators from nine departments into one dashboard used in the District Collector’s weekly review, replacing spreadsheets compiled by hand on the morning of each meeting.',
    },
    href: '/services#dashboards',
  },
  {
    id: 'govconnect',
    title: 'GovConnect 360 Suite',
    description:
      'Our citizen-engagement suite for governments: voice-call feedback, messaging-platform engagement, QR feedback, geo-tagged field force tracking and AI-assisted public sentiment analysis.',
    icon: 'megaphone',
    features: [
      'Outbound voice-call feedback surveys in Telugu, Urdu, Hindi and English',
      'Messaging-platform engagement for scheme updates and grievances',
      'QR feedback at offices, hospitals and service counters',
      'Geo-tagged attendance and visit tracking for field staff',
      'Public sentiment analysis across districts and constituencies',
    ],
    caseStudy: {
      title: 'Feedback from more than 500 villages',
      description:
        'Deployed across 12 pilot districts, the suite collected beneficiary feedback from more than 500 villages for 15 departments and gave district officers weekly reports on service delivery gaps.',
    },
    href: '/govconnect-360',
  },
];

/** The five services described in detail on /services (all but GovConnect 360, which has its own page). */
// Pure: bundles that import only `serviceOptions` (the contact form) leave the service copy out.
export const detailedServices: Service[] = /* @__PURE__ */ services.filter(
  (service) => service.id !== 'govconnect',
);

/** Options of the contact form's service field, the value the form holds and the label it shows and e-mails. */
export const serviceOptions: ServiceOption[] = [
  { value: 'custom-software', label: 'Custom Software Development' },
  { value: 'ai-ml', label: 'AI & Machine Learning Solutions' },
  { value: 'cloud-devops', label: 'Cloud Migration & DevOps' },
  { value: 'cybersecurity', label: 'Cybersecurity & Compliance' },
  { value: 'dashboards', label: 'Customized Dashboards & Analytics' },
  { value: 'other', label: 'Other Services' },
];

/** Technology stack grid on /services: 12 categories. */
export const technologyStack: TechnologyCategory[] = [
  { category: 'Frontend', technologies: ['React', 'TypeScript', 'Next.js', 'Angular'] },
  {
    category: 'Mobile',
    technologies: ['React Native', 'Kotlin', 'Flutter', 'Progressive Web Apps'],
  },
  { category: 'Backend', technologies: ['Node.js', 'Java Spring Boot', 'Python Django', '.NET'] },
  { category: 'Databases', technologies: ['PostgreSQL', 'MySQL', 'MongoDB', 'Redis'] },
  {
    category: 'Cloud Platforms',
    technologies: ['AWS', 'Microsoft Azure', 'Google Cloud', 'State Data Centres'],
  },
  { category: 'DevOps', technologies: ['Docker', 'Kubernetes', 'GitLab CI', 'Terraform'] },
  {
    category: 'AI & Machine Learning',
    technologies: ['PyTorch', 'scikit-learn', 'Hugging Face Transformers', 'MLflow'],
  },
  {
    category: 'Data Engineering',
    technologies: ['Apache Airflow', 'Apache Kafka', 'dbt', 'Apache Spark'],
  },
  { category: 'Analytics & BI', technologies: ['Apache Superset', 'Power BI', 'Metabase', 'QGIS'] },
  { category: 'Security', technologies: ['Keycloak', 'OWASP ZAP', 'HashiCorp Vault', 'Wazuh'] },
  {
    category: 'Communication',
    technologies: ['WhatsApp Business Platform', 'SMS gateways (DLT-registered)', 'IVR', 'Email'],
  },
  {
    category: 'Government Platforms',
    technologies: [
      'Aadhaar authentication',
      'DigiLocker',
      'API Setu',
      'UMANG',
      'PayGov / BillDesk',
    ],
  },
];
