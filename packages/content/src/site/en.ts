import { company } from '../company/en';
import { govServicePages } from '../government/en';
import { industries } from '../industries/en';
import { pages } from '../pages/en';
import { industryPath } from '../paths';
import { singleSitePages, sitePage } from './pages';
import type { SitePage, SitePageWords } from './schema';
import { pageTable, type SinglePageKey } from './table';

/** The words of each single page of the page table (table.ts), by its key. */
export const sitePageWords: Record<SinglePageKey, SitePageWords> = {
  home: {
    heading: pages.home.hero.heading,
    meta: {
      title: 'Government & Enterprise Technology Services in Andhra Pradesh and Telangana',
      description: `${company.name} builds custom software, AI, cloud, cybersecurity, dashboards and the GovConnect 360 citizen-engagement suite for governments and enterprises. Hyderabad, since ${company.foundedYear}.`,
      keywords: ['e-governance', 'government software', 'Andhra Pradesh', 'Telangana', 'Hyderabad'],
    },
  },
  services: {
    heading: pages.services.hero.heading,
    meta: {
      title: 'Our Services',
      description:
        'Custom software, AI and machine learning, cloud migration and DevOps, cybersecurity and compliance, dashboards and analytics, and the GovConnect 360 suite.',
    },
  },
  industries: {
    heading: pages.industries.hero.heading,
    meta: {
      title: 'Industries We Serve',
      description:
        'Technology for government contracting, law enforcement, the Andhra Pradesh and Telangana governments, AI and data products, and eight further sectors.',
      keywords: [
        'government technology',
        'law enforcement software',
        'Andhra Pradesh government',
        'Telangana government',
        'AI data products',
        'industry solutions India',
      ],
    },
  },
  about: {
    heading: pages.about.hero.heading,
    meta: {
      title: 'About Us',
      description: `Founded in Hyderabad in ${company.foundedYear}, ${company.name} builds dependable technology for governments and enterprises. Our story, mission, vision and values.`,
    },
  },
  contact: {
    heading: pages.contact.hero.heading,
    meta: {
      title: 'Contact Us',
      description:
        'Request a free consultation with our Hyderabad team. Office address, live-chat hours, frequently asked questions and a reply within 24 hours.',
    },
  },
  andhraPradesh: {
    heading: pages.andhraPradesh.hero.heading,
    meta: {
      title: 'Solutions for the Andhra Pradesh Government',
      description:
        'Technology for Andhra Pradesh departments and district administrations: secretariat-ready applications, beneficiary feedback from 500+ villages and shared dashboards.',
      keywords: ['Andhra Pradesh e-governance', 'AP government technology', 'village secretariat'],
    },
  },
  telangana: {
    heading: pages.telangana.hero.heading,
    meta: {
      title: 'Solutions for the Telangana Government',
      description:
        'Technology for Telangana departments and urban local bodies: citizen services in Telugu, Urdu and English, urban governance platforms and analytics.',
      keywords: ['Telangana e-governance', 'Telangana government technology', 'urban local body'],
    },
  },
  govSolutions: {
    heading: pages.govSolutions.hero.heading,
    meta: {
      title: 'Government Solutions',
      description:
        'E-governance, smart cities, administrative modernization and government analytics for state departments, district administrations and urban local bodies.',
    },
  },
  digitalTransformation: {
    heading: pages.digitalTransformation.hero.heading,
    meta: {
      title: 'Digital Transformation',
      description:
        'Our framework and four-step process (discovery, strategy, implementation, optimization) for transformation that is measured and owned by your own team.',
    },
  },
  govConnect360: {
    heading: pages.govConnect360.hero.heading,
    meta: {
      title: 'GovConnect 360 Suite',
      description:
        'Voice-call feedback, messaging engagement, QR feedback, geo-tagged field force tracking and AI political intelligence, proven in 12 pilot districts across 500+ villages.',
      keywords: [
        'citizen engagement platform',
        'beneficiary feedback',
        'GovConnect 360',
        'field force tracking',
      ],
    },
  },
  blog: {
    heading: pages.blog.hero.heading,
    meta: {
      title: 'Blog',
      description:
        'Articles on government technology, smart cities, AI, digital inclusion, cybersecurity and data-driven policy in Andhra Pradesh and Telangana.',
    },
  },
  sitemap: {
    heading: pages.sitemap.hero.heading,
    meta: {
      title: 'Sitemap',
      description: `A list of every page on the ${company.name} website, grouped by section, with links to the XML sitemap and news feeds.`,
    },
  },
  search: {
    heading: pages.search.hero.heading,
    meta: {
      title: 'Search',
      description: `Search every page and article of the ${company.name} website: services, government solutions, industries and the blog.`,
    },
  },
  privacy: {
    heading: pages.privacyPolicy.hero.heading,
    meta: {
      title: 'Privacy Policy',
      description:
        'What personal data the contact form collects, how it is sent and kept, and your rights under the Digital Personal Data Protection Act 2023.',
    },
  },
  terms: {
    heading: pages.termsOfService.hero.heading,
    meta: {
      title: 'Terms of Service',
      description: `The terms that govern use of the ${company.name} website, including intellectual property, liability, governing law and notice of changes.`,
    },
  },
  accessibility: {
    heading: pages.accessibility.hero.heading,
    meta: {
      title: 'Accessibility Statement',
      description:
        'Our WCAG 2.2 AA conformance target, how we test, known limitations and how to report an accessibility problem with this website.',
    },
  },
  screenReaderAccess: {
    heading: pages.screenReaderAccess.hero.heading,
    meta: {
      title: 'Screen Reader Access',
      description:
        'The screen readers that work with this website (NVDA, JAWS, VoiceOver, TalkBack and Narrator), where to get them, and how to move around a page with one.',
    },
  },
  help: {
    heading: pages.help.hero.heading,
    meta: {
      title: 'Help',
      description: `How to find a page on the ${company.name} website, change its text size and contrast, which file formats it uses, and whom to contact.`,
    },
  },
  feedback: {
    heading: pages.feedback.hero.heading,
    meta: {
      title: 'Feedback',
      description: `Tell the ${company.name} web team about a page you could not use, a mistake you found or an idea for the website.`,
    },
  },
  hyperlinking: {
    heading: pages.hyperlinkingPolicy.hero.heading,
    meta: {
      title: 'Hyperlinking Policy',
      description:
        'Linking to this website needs no prior permission, its pages may not be framed, and links to other websites are marked and are not our responsibility.',
    },
  },
  copyright: {
    heading: pages.copyrightPolicy.hero.heading,
    meta: {
      title: 'Copyright Policy',
      description:
        'Material on this website may be reproduced free of charge with acknowledgement, accurately and not in a misleading context; third-party material is excluded.',
    },
  },
};

/** A page record per single page, then one per /services/<id> page (from govServicePages). */
export const sitePages: SitePage[] = singleSitePages(sitePageWords, govServicePages);

/** Head data of /industries/{id} pages. */
export const industryPages: SitePage[] = industries.map((industry) =>
  sitePage(pageTable.industry, industryPath(industry.id), {
    heading: industry.title,
    meta: {
      title: `${industry.title} Solutions`,
      description: industry.seoDescription,
      keywords: industry.seoKeywords,
    },
  }),
);

/** Head data of the not-found page. */
export const notFoundMeta = {
  title: pages.notFound.heading,
  description: `${pages.notFound.body} Use the navigation or the sitemap to find what you need on the ${company.name} website.`,
};
