import type { SearchResult } from './SearchResults.js';

/** Results as a site would pass them: titles, a type, excerpts with the matches marked. */
export const sampleResults: SearchResult[] = [
  {
    href: '/blog/data-driven-policy-making',
    title: 'Data-Driven Policy Making',
    type: 'Article',
    excerpt: [
      { text: '… collectors now see grievance trends in ' },
      { text: 'dashboards', marked: true },
      { text: ' every morning, district by district …' },
    ],
  },
  {
    href: '/services',
    title: 'Our Services',
    type: 'Page',
    excerpt: [
      { text: 'Custom software, cloud migration and ' },
      { text: 'dashboards', marked: true },
      { text: ' for government departments.' },
    ],
  },
  {
    href: '/govconnect-360',
    title: 'GovConnect 360 Suite',
    type: 'Page',
    excerpt: [
      { text: 'Real-time ' },
      { text: 'dashboards', marked: true },
      { text: ' of citizen feedback from 500+ villages.' },
    ],
  },
];

export const sampleDialogLabels = {
  title: 'Search this site',
  input: 'Search pages and articles',
  placeholder: 'For example: dashboards',
  close: 'Close search',
  results: 'Search results',
};
