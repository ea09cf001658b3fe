import { messageWith } from '../shared/messages';

/**
 * The blog area's structure: ids, icons, links, order and figures, written once for every
 * language. The words are in data/messages/blog/blog.<locale>.json, keyed by record and field.
 */
export const blogStructure = {
  blogCategories: [
    {
      slug: 'government-technology',
    },
    {
      slug: 'smart-cities',
    },
    {
      slug: 'ai-and-technology',
    },
    {
      slug: 'digital-inclusion',
    },
    {
      slug: 'cybersecurity',
    },
    {
      slug: 'case-studies',
    },
    {
      slug: 'data-analytics',
    },
    {
      slug: 'future-trends',
    },
  ],
  blogCopy: {
    readMoreAbout: messageWith('title'),
    readingTime: messageWith('minutes'),
    categoryPage: {
      intro: messageWith('categoryName'),
    },
    categoryLinkLabel: messageWith('categoryName'),
    articleCount: messageWith('count'),
    feeds: {
      rss: {
        href: '/rss.xml',
      },
      atom: {
        href: '/atom.xml',
      },
    },
    empty: {
      action: {
        href: '/blog',
      },
    },
    pagination: {
      page: messageWith('number'),
      title: messageWith('title', 'number'),
    },
    postNavigation: {
      allPosts: {
        href: '/blog',
      },
    },
    cta: {
      action: {
        href: '/contact',
      },
    },
    previewNotice: {
      scheduled: messageWith('date'),
    },
    meta: {
      categoryTitle: messageWith('categoryName'),
    },
  },
};
