import { loadDefaultBlogPosts } from './collection';
import type { BlogCategory, BlogCopy, BlogPost } from './schema';

/** English blog content: the eight categories, the posts (from Markdown files) and screen copy. */

export const blogCategories: BlogCategory[] = [
  {
    name: 'Government Technology',
    slug: 'government-technology',
    description:
      'How state departments and local bodies plan, buy and run the digital systems behind public services.',
  },
  {
    name: 'Smart Cities',
    slug: 'smart-cities',
    description:
      'Urban infrastructure, command centres and municipal services for growing cities in Andhra Pradesh and Telangana.',
  },
  {
    name: 'AI & Technology',
    slug: 'ai-and-technology',
    description:
      'Practical, accountable uses of artificial intelligence, language technology and automation in public services.',
  },
  {
    name: 'Digital Inclusion',
    slug: 'digital-inclusion',
    description:
      'Designing services that work for every citizen, in Telugu and other languages, on any device and connection.',
  },
  {
    name: 'Cybersecurity',
    slug: 'cybersecurity',
    description:
      'Protecting citizen data and critical government systems, from secure architecture to incident response.',
  },
  {
    name: 'Case Studies',
    slug: 'case-studies',
    description:
      'Results from Lumenor Technologies deployments: what we built, how it was rolled out and what changed.',
  },
  {
    name: 'Data Analytics',
    slug: 'data-analytics',
    description:
      'Using administrative data, dashboards and analysis to make and review policy with evidence.',
  },
  {
    name: 'Future Trends',
    slug: 'future-trends',
    description:
      'Where citizen engagement and government platforms are heading, and how to prepare for it today.',
  },
];

/**
 * Every article of posts/*.en.md, newest first (the first is the featured one). Adding a post is
 * adding a file there; nothing lists them. Read once, in Node (see collection.ts).
 */
export const blogPosts: BlogPost[] = /* @__PURE__ */ loadDefaultBlogPosts({ locale: 'en' });

export const blogCopy: BlogCopy = {
  featuredLabel: 'Featured article',
  readMore: 'Read more',
  readMoreAbout: (title) => `Read more about ${title}`,
  readingTime: (minutes) => `${minutes} min read`,
  byline: { author: 'By', date: 'Published', category: 'Category' },
  categoriesHeading: 'Categories',
  otherCategoriesHeading: 'Other Categories',
  categoryPage: {
    eyebrow: 'Category',
    intro: (categoryName) => `Articles on ${categoryName} from the Lumenor Technologies team.`,
  },
  categoryLinkLabel: (categoryName) => `Articles in ${categoryName}`,
  articleCount: (count) =>
    count === 0 ? 'No articles yet' : count === 1 ? '1 article' : `${count} articles`,
  feeds: {
    label: 'Follow new articles in your feed reader:',
    rss: { label: 'RSS feed', href: '/rss.xml' },
    atom: { label: 'Atom feed', href: '/atom.xml' },
  },
  newsletter: {
    heading: 'Subscribe to Our Newsletter',
    body: 'A short monthly note on digital government, smart cities and data in Andhra Pradesh and Telangana, with our newest articles and case studies.',
    emailLabel: 'Email address',
    emailPlaceholder: 'you@department.gov.in',
    submitLabel: 'Subscribe',
    privacyNote:
      'We use your address only to send the newsletter. You can unsubscribe at any time.',
  },
  empty: {
    title: 'No articles found',
    body: "We couldn't find any articles in this category. Please check back later or explore other categories.",
    action: { label: 'View all articles', href: '/blog' },
  },
  pagination: {
    label: 'Pages of articles',
    previous: 'Previous page',
    next: 'Next page',
    page: (number) => `Page ${number}`,
    title: (title, number) => `${title}, page ${number}`,
  },
  postNavigation: {
    label: 'Article navigation',
    previous: 'Previous article',
    next: 'Next article',
    allPosts: { label: 'All articles', href: '/blog' },
  },
  relatedHeading: 'Related Articles',
  authorHeading: 'About the Author',
  cta: {
    heading: 'Planning a digital service for your department?',
    body: 'Talk to our government practice about your goals. We reply within 24 hours with a suggested next step.',
    action: { label: 'Get a Free Consultation', href: '/contact' },
  },
  previewNotice: {
    label: 'Preview site',
    draft:
      'This article is a draft: it is not on the public site until a reviewer publishes it with its Draft switch off.',
    scheduled: (date) =>
      `This article is scheduled: it goes live on the public site on ${date}, not before.`,
  },
  meta: {
    categoryTitle: (categoryName) => `${categoryName} Articles`,
    postKeywords: ['Andhra Pradesh', 'Telangana', 'e-governance'],
    categoryKeywords: ['government technology', 'Andhra Pradesh', 'Telangana'],
  },
};
