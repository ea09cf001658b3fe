import { company } from '../company/en';
import { layoutCopy } from '../layout/en';
import { liveChat, replyPromise } from '../support/en';
import type { Pages } from './schema';

const consultation = { label: 'Get a Free Consultation', href: '/contact' } as const;
const foundedYear = company.foundedYear;

export const pages: Pages = {
  home: {
    hero: {
      eyebrow: 'Technology partner to government and enterprise since 2010',
      heading: 'Where Innovation Meets Illumination',
      body: `${company.name} builds the software, data platforms and citizen-engagement systems that help state departments in Andhra Pradesh and Telangana, and the enterprises that work alongside them, deliver services people can rely on.`,
      primaryAction: consultation,
      secondaryAction: { label: 'Explore Our Services', href: '/services' },
    },
    servicesSection: {
      heading: 'What We Do',
      intro:
        'Six practices, one team: from a first requirement study to years of support after go-live.',
      cardActionLabel: 'Learn more',
    },
    whyChooseUsSection: {
      heading: `Why Choose ${company.name}`,
      intro:
        'Departments and businesses work with us because we understand how public systems are bought, audited and used.',
    },
    testimonialsSection: {
      heading: 'What Our Clients Say',
      intro: 'Officers and executives on working with our team.',
    },
    cta: {
      heading: 'Ready to Start Your Next Project?',
      body: `Tell us what you are trying to achieve. A senior consultant will reply within ${replyPromise.hours} hours to arrange a free, no-obligation consultation.`,
      action: consultation,
      secondaryAction: { label: 'Read Our Case Studies', href: '/industries' },
    },
  },
  services: {
    hero: {
      eyebrow: 'Our Services',
      heading: 'Technology Services Built for Public Impact',
      body: 'From custom applications to machine learning, cloud operations and security, we deliver complete systems, and we hand them over in a state your team can run.',
      primaryAction: consultation,
      secondaryAction: { label: 'See Government Solutions', href: '/gov-solutions' },
    },
    overviewSection: {
      heading: 'Our Services at a Glance',
      intro: 'Choose a service to read what it includes and an example of our work.',
      cardActionLabel: 'Read more',
    },
    detailSection: { featuresHeading: 'What is included', caseStudyHeading: 'Case study' },
    govConnectPromo: {
      eyebrow: 'GovConnect 360 Suite',
      heading: 'Hear from Citizens, Not Only About Them',
      body: 'GovConnect 360 combines voice-call feedback, messaging, QR feedback, field force tracking and sentiment analysis in one suite, so departments learn how their services are received in every village and ward.',
      partnerClaim:
        'Developed and refined in collaboration with district administrations in Andhra Pradesh and Telangana during pilots in 12 districts.',
      points: [
        'Feedback from more than 500 villages',
        'Reports for 15 departments',
        'Telugu, Urdu, Hindi and English',
      ],
      action: { label: 'Explore GovConnect 360', href: '/govconnect-360' },
      secondaryAction: { label: 'Request a Demo', href: '/contact' },
    },
    technologySection: {
      heading: 'Our Technology Stack',
      intro:
        'Proven, well-supported technologies, chosen for maintainability and for the skills available to our clients after hand-over.',
    },
    cta: {
      heading: 'Not Sure Which Service You Need?',
      body: 'Describe the problem in your own words. We will suggest the right mix of services and an honest estimate of effort.',
      action: consultation,
    },
  },
  industries: {
    hero: {
      eyebrow: 'Industries',
      heading: 'Industries We Serve',
      body: 'We specialise in government: state departments, district administrations, urban local bodies and law enforcement. The same engineering discipline serves enterprises in regulated sectors.',
      primaryAction: consultation,
    },
    gridSection: {
      heading: 'Our Specialisations',
      intro: 'Where we have the deepest experience, with case studies and results.',
      cardActionLabel: 'View industry',
    },
    stateExcellence: {
      heading: 'Andhra Pradesh and Telangana Excellence',
      body: 'Our Hyderabad team has worked with departments in both Telugu states since 2010. We know the administrative structures, from secretariat to village, the languages citizens use and the procurement and audit processes systems must pass.',
      points: [
        'Telugu-first interfaces, voice calls and training',
        'Experience with village and ward secretariats, Mee Seva centres and urban local bodies',
        'GovConnect 360 pilots in 12 districts, reaching more than 500 villages',
      ],
      links: [
        { label: 'Andhra Pradesh Government', href: '/andhra-pradesh-government' },
        { label: 'Telangana Government', href: '/telangana-government' },
      ],
    },
    aiDataProducts: {
      heading: 'AI and Data Products',
      body: 'We build data platforms and machine learning products with the accountability public services demand: published accuracy, human review and clear ownership in production.',
      points: [
        'Telugu text, speech and document models',
        'Forecasting and early-warning systems',
        'Dashboards traceable to their source records',
      ],
      action: { label: 'Explore AI & Data Products', href: '/industries/ai-data-products' },
    },
    sectorsSection: {
      heading: 'Other Sectors We Support',
      intro:
        'We also deliver software, data and security projects for organisations in these sectors.',
    },
    cta: {
      heading: 'Working in a Sector Not Listed Here?',
      body: 'Our methods carry across sectors. Tell us about your organisation and we will tell you candidly whether we are the right fit.',
      action: consultation,
    },
  },
  industryDetail: {
    eyebrow: 'Industry',
    primaryAction: { label: 'Request a Consultation', href: '/contact' },
    caseStudiesAnchor: 'case-studies',
    caseStudiesActionLabel: 'View Case Studies',
    challengesHeading: 'Challenges We Address',
    solutionsHeading: 'Our Solutions',
    caseStudiesHeading: 'Case Studies',
    resultsHeading: 'Key results',
    featuredProjectHeading: 'Featured Project',
    achievementsHeading: 'Achievements',
    relatedHeading: 'Related Industries',
    relatedActionLabel: 'View industry',
    cta: {
      heading: 'Discuss Your Requirements',
      body: `Share the challenge you are facing. We will reply within ${replyPromise.hours} hours with relevant experience and a suggested first step.`,
      action: { label: 'Request a Consultation', href: '/contact' },
      secondaryAction: { label: 'All Industries', href: '/industries' },
    },
  },
  about: {
    hero: {
      eyebrow: 'About Us',
      heading: `About ${company.name}`,
      body: `Founded in Hyderabad in ${foundedYear}, we are a team of engineers, data scientists and domain specialists who build technology for public service and the enterprises that support it.`,
      primaryAction: consultation,
    },
    story: {
      heading: 'Our Story',
      paragraphs: [
        `${company.name} was founded in ${foundedYear} by three engineers who had spent years maintaining government systems built by others and saw how often good projects failed after launch, through missing documentation, software nobody could change and staff nobody had trained.`,
        'Our first contracts were small: a file-tracking system for a district office and a results portal for an examinations board. They went well because we spent time with the people who would use them. That remains how we work.',
        'Today our Hyderabad team serves state departments, district administrations, urban local bodies and police units in Andhra Pradesh and Telangana, together with enterprises in finance, healthcare and logistics. GovConnect 360, our citizen-engagement suite, grew out of repeated requests from district officers for a reliable way to hear from beneficiaries directly.',
      ],
    },
    mission: {
      heading: 'Our Mission',
      body: 'To build dependable technology that helps governments serve citizens better and helps enterprises grow, delivered transparently and handed over in a state our clients can own.',
    },
    vision: {
      heading: 'Our Vision',
      body: 'Public services in the Telugu states, and across India, that are as easy to use as the best private ones: available in the citizen’s language, accountable in their outcomes and secure with citizens’ data.',
    },
    stats: [
      { value: String(foundedYear), label: 'year founded, in Hyderabad' },
      { value: '500+', label: 'villages reached by GovConnect 360' },
      { value: '15', label: 'departments served with feedback analytics' },
      { value: '12', label: 'pilot districts in the Telugu states' },
    ],
    valuesSection: {
      heading: 'Our Core Values',
      intro: 'The principles behind every estimate, design decision and hand-over.',
    },
    cta: {
      heading: 'Work With Us',
      body: 'Whether you are planning a new system or rescuing an existing one, we would be glad to hear about it.',
      action: consultation,
      secondaryAction: { label: 'Explore Our Services', href: '/services' },
    },
  },
  contact: {
    hero: {
      eyebrow: 'Contact',
      heading: 'Contact Us',
      body: `Request a free consultation or ask us a question. ${replyPromise.text}`,
    },
    office: {
      heading: 'Our Office',
      addressLabel: 'Address',
      emailLabel: 'Email',
      phoneLabel: 'Phone',
    },
    liveChatSection: {
      heading: 'Live Chat',
      body: `${liveChat.text} Outside these hours, leave a message through the form and we will reply on the next working day.`,
    },
    socialHeading: 'Connect With Us',
    formSection: {
      heading: 'Request a Free Consultation',
      intro: `Tell us about your organisation and what you need. Fields marked as required must be filled in. ${replyPromise.text}`,
    },
    faqSection: {
      heading: 'Frequently Asked Questions',
      intro: 'Answers to the questions departments and businesses ask us most often.',
    },
  },
  andhraPradesh: {
    hero: {
      eyebrow: 'State Solutions',
      heading: 'Andhra Pradesh Government Solutions',
      body: 'Technology for departments and district administrations in Andhra Pradesh: services delivered through village and ward secretariats, beneficiary feedback at scale and dashboards that bring departments together.',
      primaryAction: { label: 'Request a Consultation', href: '/contact' },
      secondaryAction: { label: 'Government Solutions', href: '/gov-solutions' },
    },
    challengesSection: {
      heading: 'Challenges in Andhra Pradesh',
      intro: 'What departments tell us gets in the way of faster, fairer service delivery.',
    },
    solutionsSection: {
      heading: 'How We Help',
      intro: 'Proven approaches adapted to the state’s administrative structure.',
    },
    caseStudiesSection: {
      heading: 'Case Studies',
      intro: 'Two examples of our work with departments in Andhra Pradesh.',
    },
    resultsHeading: 'Key results',
    cta: {
      heading: 'Working on a Programme in Andhra Pradesh?',
      body: `Talk to our team about your department’s goals. We reply within ${replyPromise.hours} hours.`,
      action: { label: 'Request a Consultation', href: '/contact' },
      secondaryAction: { label: 'Explore GovConnect 360', href: '/govconnect-360' },
    },
  },
  telangana: {
    hero: {
      eyebrow: 'State Solutions',
      heading: 'Telangana Government Solutions',
      body: 'Technology for Telangana departments and urban local bodies: citizen services in Telugu, Urdu and English, urban governance platforms and analytics that let departments plan together.',
      primaryAction: { label: 'Request a Consultation', href: '/contact' },
      secondaryAction: { label: 'Government Solutions', href: '/gov-solutions' },
    },
    challengesSection: {
      heading: 'Challenges in Telangana',
      intro: 'What departments and municipalities tell us they need to solve.',
    },
    solutionsSection: {
      heading: 'How We Help',
      intro: 'Approaches proven with urban and rural administrations in the state.',
    },
    caseStudiesSection: {
      heading: 'Case Studies',
      intro: 'Two examples of our work in Telangana.',
    },
    resultsHeading: 'Key results',
    cta: {
      heading: 'Working on a Programme in Telangana?',
      body: `Talk to our Hyderabad team about your department’s goals. We reply within ${replyPromise.hours} hours.`,
      action: { label: 'Request a Consultation', href: '/contact' },
      secondaryAction: { label: 'Explore Smart City Solutions', href: '/services/smart-cities' },
    },
  },
  govSolutions: {
    hero: {
      eyebrow: 'Government Solutions',
      heading: 'Government Solutions',
      body: 'Four areas in which we help state departments, district administrations and urban local bodies serve citizens faster, more transparently and at lower cost.',
      primaryAction: consultation,
      secondaryAction: { label: 'GovConnect 360 Suite', href: '/govconnect-360' },
    },
    areasSection: {
      heading: 'Solution Areas',
      intro: 'Each area has its own page with what we deliver, typical outcomes and a case study.',
    },
    statesSection: {
      heading: 'Solutions for the Telugu States',
      body: 'Read how we apply these solutions to the specific structures and priorities of each state.',
      links: [
        { label: 'Andhra Pradesh Government', href: '/andhra-pradesh-government' },
        { label: 'Telangana Government', href: '/telangana-government' },
      ],
    },
    cta: {
      heading: 'Planning a Government Technology Project?',
      body: 'We can help at any stage, from preparing a detailed project report to rescuing a system already in production.',
      action: consultation,
    },
  },
  digitalTransformation: {
    hero: {
      eyebrow: 'Digital Transformation',
      heading: 'Digital Transformation That Lasts',
      body: 'Transformation is not a new portal. It is a change in how work gets done, measured against where you started, and owned by your own people when we leave.',
      primaryAction: consultation,
      secondaryAction: { label: 'Government Solutions', href: '/gov-solutions' },
    },
    framework: {
      heading: 'Our Transformation Framework',
      intro: 'Three principles shape every programme we run.',
      pillars: [
        {
          title: 'Process before technology',
          description:
            'We simplify the process first, then automate what remains. Digitising a broken process only makes it fail faster.',
        },
        {
          title: 'Measured outcomes',
          description:
            'We record baseline turnaround times, costs and error rates at the start, and report against them after launch.',
        },
        {
          title: 'Capability transfer',
          description:
            'Training, documentation and source code are delivered at every milestone so that your team can sustain the change.',
        },
      ],
    },
    stepsSection: {
      heading: 'Our Four-Step Process',
      intro: 'A structured path from understanding the problem to sustaining the improvement.',
      stepLabel: 'Step',
    },
    technologiesSection: {
      heading: 'Enabling Technologies',
      intro: 'The building blocks we use, chosen for fit rather than fashion.',
    },
    cta: {
      heading: 'Start Your Transformation',
      body: 'See how these principles apply to government programmes, or explore the services we deliver.',
      action: { label: 'Explore Government Solutions', href: '/gov-solutions' },
      secondaryAction: { label: 'View All Services', href: '/services' },
    },
  },
  govConnect360: {
    hero: {
      eyebrow: 'GovConnect 360 Suite',
      heading: 'GovConnect 360: Citizen Engagement for Governments',
      body: 'Five connected tools that let departments hear directly from citizens, verify work in the field and understand public sentiment, in Telugu and English, from state level to the village.',
      primaryAction: { label: 'Request a Demo', href: '/contact' },
      secondaryAction: { label: 'How It Works', href: '#how-it-works' },
    },
    stats: [
      { value: '500+', label: 'villages reached' },
      { value: '15', label: 'departments served' },
      { value: '12', label: 'pilot districts' },
    ],
    offeringsSection: {
      heading: 'Five Offerings, One Suite',
      intro: 'Use them together or start with the one that meets your most pressing need.',
      benefitsHeading: 'Benefits',
    },
    howItWorks: {
      anchor: 'how-it-works',
      heading: 'How It Works',
      intro: 'A typical deployment goes live in six to eight weeks.',
      steps: [
        {
          title: 'Define the questions',
          description:
            'We agree with the department which schemes and services to cover, the questions to ask and the indicators to report.',
        },
        {
          title: 'Set up the channels',
          description:
            'Voice campaigns, messaging flows, QR codes and field apps are configured in the languages required and tested with a small group.',
        },
        {
          title: 'Collect and verify',
          description:
            'Feedback and field data arrive continuously, are checked for quality and are linked to district, mandal and village.',
        },
        {
          title: 'Report and act',
          description:
            'Officers receive weekly reports and dashboards, and issues are assigned for action and tracked to closure.',
        },
      ],
    },
    cta: {
      heading: 'See GovConnect 360 in Action',
      body: 'Request a demonstration with sample reports for your department or district.',
      action: { label: 'Request a Demo', href: '/contact' },
      secondaryAction: { label: 'Government Solutions', href: '/gov-solutions' },
    },
  },
  blog: {
    hero: {
      eyebrow: 'Insights',
      heading: `${company.name} Blog`,
      body: 'Practical writing on government technology, smart cities, AI, digital inclusion and security, from the people who build these systems in Andhra Pradesh and Telangana.',
    },
    latestSection: {
      heading: 'Latest Articles',
      intro: 'Recent articles from our team.',
    },
    categoriesSection: {
      heading: 'Browse by Category',
      intro: 'Find articles on the topics that matter to you.',
    },
  },
  sitemap: {
    hero: {
      heading: 'Sitemap',
      body: 'Every page of this website in one place.',
    },
    groupHeadings: {
      main: 'Main Pages',
      company: 'Company',
      services: 'Services',
      government: 'Government',
      industries: 'Industries',
      blog: 'Blog',
      legal: 'Help, Policies and Accessibility',
    },
    machineReadable: {
      heading: 'For Search Engines and Feed Readers',
      links: [
        { label: 'XML Sitemap', href: '/sitemap.xml' },
        { label: 'RSS Feed', href: '/rss.xml' },
        { label: 'Atom Feed', href: '/atom.xml' },
      ],
    },
  },
  search: {
    hero: {
      heading: 'Search',
      body: 'Find any page or article on this website by a word it contains.',
    },
  },
  privacyPolicy: {
    hero: {
      heading: 'Privacy Policy',
      body: 'How we collect, use and protect the personal data you share with us.',
    },
    lastUpdatedLabel: 'Last updated',
    contentsHeading: 'On this page',
  },
  termsOfService: {
    hero: {
      heading: 'Terms of Service',
      body: 'The terms that apply when you use this website.',
    },
    lastUpdatedLabel: 'Last updated',
    contentsHeading: 'On this page',
  },
  accessibility: {
    hero: {
      heading: 'Accessibility Statement',
      body: 'The standard we aim for, what we tested and how, what does not yet work, and how to tell us about a problem.',
    },
    lastUpdatedLabel: 'Last reviewed',
    contentsHeading: 'On this page',
  },
  hyperlinkingPolicy: {
    hero: {
      heading: 'Hyperlinking Policy',
      body: 'How you may link to this website, and how it links to others.',
    },
    lastUpdatedLabel: 'Last updated',
    contentsHeading: 'On this page',
  },
  copyrightPolicy: {
    hero: {
      heading: 'Copyright Policy',
      body: 'How you may reproduce material from this website.',
    },
    lastUpdatedLabel: 'Last updated',
    contentsHeading: 'On this page',
  },
  screenReaderAccess: {
    hero: {
      heading: 'Screen Reader Access',
      body: 'The screen readers that work with this website, where to get them, and how to find your way around a page with one.',
    },
    lastUpdatedLabel: 'Last updated',
    contentsHeading: 'On this page',
  },
  help: {
    hero: {
      heading: 'Help',
      body: 'How to find a page, change how the website looks, which file formats it uses and whom to contact.',
    },
    lastUpdatedLabel: 'Last updated',
    contentsHeading: 'On this page',
  },
  feedback: {
    hero: {
      heading: 'Feedback',
      body: 'Tell us what works for you on this website and what does not: a page you could not use, a mistake, a suggestion.',
    },
    formSection: {
      heading: 'Send us your feedback',
      intro: `Your feedback goes to the team that looks after this website. ${replyPromise.text}`,
    },
  },
  notFound: {
    heading: layoutCopy.notFound.title,
    body: layoutCopy.notFound.body,
    action: layoutCopy.notFound.action,
    logMessage: layoutCopy.notFound.logMessage,
  },
};
