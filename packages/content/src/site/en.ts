import { company } from '../company/en';
import { govServicePages } from '../government/en';
import { industries } from '../industries/en';
import { pages } from '../pages/en';
import { documentPaths, industryPath, servicePath } from '../paths';
import type { SitePage } from './schema';

/** One record per static route of the site (the /services/* pages come from govServicePages). */
export const sitePages: SitePage[] = [
  {
    path: '/',
    section: 'main',
    heading: pages.home.hero.heading,
    inSitemap: true,
    meta: {
      title: 'Government & Enterprise Technology Services in Andhra Pradesh and Telangana',
      description: `${company.name} builds custom software, AI, cloud, cybersecurity, dashboards and the GovConnect 360 citizen-engagement suite for governments and enterprises. Hyderabad, since ${company.foundedYear}.`,
      keywords: ['e-governance', 'government software', 'Andhra Pradesh', 'Telangana', 'Hyderabad'],
    },
  },
  {
    path: '/services',
    section: 'services',
    heading: pages.services.hero.heading,
    inSitemap: true,
    meta: {
      title: 'Our Services',
      description:
        'Custom software, AI and machine learning, cloud migration and DevOps, cybersecurity and compliance, dashboards and analytics, and the GovConnect 360 suite.',
    },
  },
  {
    path: '/industries',
    section: 'industries',
    heading: pages.industries.hero.heading,
    inSitemap: true,
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
  {
    path: '/about',
    section: 'company',
    heading: pages.about.hero.heading,
    inSitemap: true,
    meta: {
      title: 'About Us',
      description: `Founded in Hyderabad in ${company.foundedYear}, ${company.name} builds dependable technology for governments and enterprises. Our story, mission, vision and values.`,
    },
  },
  {
    path: '/contact',
    section: 'company',
    heading: pages.contact.hero.heading,
    inSitemap: true,
    meta: {
      title: 'Contact Us',
      description:
        'Request a free consultation with our Hyderabad team. Office address, live-chat hours, frequently asked questions and a reply within 24 hours.',
    },
  },
  {
    path: '/andhra-pradesh-government',
    section: 'government',
    heading: pages.andhraPradesh.hero.heading,
    inSitemap: true,
    meta: {
      title: 'Solutions for the Andhra Pradesh Government',
      description:
        'Technology for Andhra Pradesh departments and district administrations: secretariat-ready applications, beneficiary feedback from 500+ villages and shared dashboards.',
      keywords: ['Andhra Pradesh e-governance', 'AP government technology', 'village secretariat'],
    },
  },
  {
    path: '/telangana-government',
    section: 'government',
    heading: pages.telangana.hero.heading,
    inSitemap: true,
    meta: {
      title: 'Solutions for the Telangana Government',
      description:
        'Technology for Telangana departments and urban local bodies: citizen services in Telugu, Urdu and English, urban governance platforms and analytics.',
      keywords: ['Telangana e-governance', 'Telangana government technology', 'urban local body'],
    },
  },
  {
    path: '/gov-solutions',
    section: 'government',
    heading: pages.govSolutions.hero.heading,
    inSitemap: true,
    meta: {
      title: 'Government Solutions',
      description:
        'E-governance, smart cities, administrative modernization and government analytics for state departments, district administrations and urban local bodies.',
    },
  },
  {
    path: '/digital-transformation',
    section: 'services',
    heading: pages.digitalTransformation.hero.heading,
    inSitemap: true,
    meta: {
      title: 'Digital Transformation',
      description:
        'Our framework and four-step process (discovery, strategy, implementation, optimization) for transformation that is measured and owned by your own team.',
    },
  },
  {
    path: '/govconnect-360',
    section: 'services',
    heading: pages.govConnect360.hero.heading,
    inSitemap: true,
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
  {
    path: '/blog',
    section: 'blog',
    heading: pages.blog.hero.heading,
    inSitemap: true,
    meta: {
      title: 'Blog',
      description:
        'Articles on government technology, smart cities, AI, digital inclusion, cybersecurity and data-driven policy in Andhra Pradesh and Telangana.',
    },
  },
  {
    path: '/sitemap',
    section: 'legal',
    heading: pages.sitemap.hero.heading,
    inSitemap: true,
    meta: {
      title: 'Sitemap',
      description: `A list of every page on the ${company.name} website, grouped by section, with links to the XML sitemap and news feeds.`,
    },
  },
  {
    path: '/search',
    section: 'main',
    heading: pages.search.hero.heading,
    inSitemap: true,
    meta: {
      title: 'Search',
      description: `Search every page and article of the ${company.name} website: services, government solutions, industries and the blog.`,
    },
  },
  {
    path: documentPaths.privacy,
    section: 'legal',
    heading: pages.privacyPolicy.hero.heading,
    inSitemap: true,
    meta: {
      title: 'Privacy Policy',
      description:
        'What personal data the contact form collects, how it is sent and kept, and your rights under the Digital Personal Data Protection Act 2023.',
    },
  },
  {
    path: documentPaths.terms,
    section: 'legal',
    heading: pages.termsOfService.hero.heading,
    inSitemap: true,
    meta: {
      title: 'Terms of Service',
      description: `The terms that govern use of the ${company.name} website, including intellectual property, liability, governing law and notice of changes.`,
    },
  },
  {
    path: documentPaths.accessibility,
    section: 'legal',
    heading: pages.accessibility.hero.heading,
    inSitemap: true,
    meta: {
      title: 'Accessibility Statement',
      description:
        'Our WCAG 2.2 AA conformance target, how we test, known limitations and how to report an accessibility problem with this website.',
    },
  },
  {
    path: documentPaths['screen-reader-access'],
    section: 'legal',
    heading: pages.screenReaderAccess.hero.heading,
    inSitemap: true,
    meta: {
      title: 'Screen Reader Access',
      description:
        'The screen readers that work with this website (NVDA, JAWS, VoiceOver, TalkBack and Narrator), where to get them, and how to move around a page with one.',
    },
  },
  {
    path: documentPaths.help,
    section: 'legal',
    heading: pages.help.hero.heading,
    inSitemap: true,
    meta: {
      title: 'Help',
      description: `How to find a page on the ${company.name} website, change its text size and contrast, which file formats it uses, and whom to contact.`,
    },
  },
  {
    path: '/feedback',
    section: 'legal',
    heading: pages.feedback.hero.heading,
    inSitemap: true,
    meta: {
      title: 'Feedback',
      description: `Tell the ${company.name} web team about a page you could not use, a mistake you found or an idea for the website.`,
    },
  },
  {
    path: documentPaths.hyperlinking,
    section: 'legal',
    heading: pages.hyperlinkingPolicy.hero.heading,
    inSitemap: true,
    meta: {
      title: 'Hyperlinking Policy',
      description:
        'Linking to this website needs no prior permission, its pages may not be framed, and links to other websites are marked and are not our responsibility.',
    },
  },
  {
    path: documentPaths.copyright,
    section: 'legal',
    heading: pages.copyrightPolicy.hero.heading,
    inSitemap: true,
    meta: {
      title: 'Copyright Policy',
      description:
        'Material on this website may be reproduced free of charge with acknowledgement, accurately and not in a misleading context; third-party material is excluded.',
    },
  },
  ...govServicePages.map(
    (page): SitePage => ({
      path: servicePath(page.id),
      section: 'government',
      heading: page.hero.heading,
      inSitemap: true,
      meta: page.meta,
    }),
  ),
];

/** Head data of /industries/{id} pages. */
export const industryPages: SitePage[] = industries.map((industry) => ({
  path: industryPath(industry.id),
  section: 'industries',
  heading: industry.title,
  inSitemap: true,
  meta: {
    title: `${industry.title} Solutions`,
    description: industry.seoDescription,
    keywords: industry.seoKeywords,
  },
}));

/** Head data of the not-found page. */
export const notFoundMeta = {
  title: pages.notFound.heading,
  description: `${pages.notFound.body} Use the navigation or the sitemap to find what you need on the ${company.name} website.`,
};
