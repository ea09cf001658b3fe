import { company } from '../company/en';
import { liveChat } from '../support/en';
import type { LayoutCopy } from './schema';

export const layoutCopy: LayoutCopy = {
  skipToContent: 'Skip to main content',
  mainMenuLabel: 'Main',
  menuLabel: 'Menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  toggleSubmenu: 'Show {label} pages',
  colorMode: {
    switchToDark: 'Switch to dark theme',
    switchToLight: 'Switch to light theme',
  },
  accessibilityToolbar: {
    label: 'Accessibility options',
    optionsButton: 'Accessibility',
    screenReaderLink: { label: 'Screen Reader Access', href: '/screen-reader-access' },
    textSize: {
      label: 'Text size',
      decrease: 'Decrease text size',
      reset: 'Normal text size',
      increase: 'Increase text size',
      status: 'Text size {size}',
    },
    colorMode: {
      label: 'Theme',
      light: 'Light theme',
      dark: 'Dark theme',
      contrast: 'High contrast theme',
    },
  },
  chat: {
    openLabel: 'Chat with us',
    closeLabel: 'Close chat',
    title: 'Chat with Us',
    body: 'Have a question about a project, a tender or one of our services? Our team is happy to help.',
    action: { label: 'Start a Conversation', href: '/contact' },
    hours: liveChat.text,
  },
  notFound: {
    title: 'Page Not Found',
    body: "The page you're looking for doesn't exist or has been moved.",
    action: { label: 'Return to Home', href: '/' },
    logMessage: '404 Error: User attempted to access non-existent route:',
  },
  error: {
    title: 'Unexpected Application Error!',
    body: 'Something went wrong while loading this page. Please try again, or return to the home page.',
    action: { label: 'Return to Home', href: '/' },
  },
  logoLabel: `${company.name} home`,
  languageSwitch: {
    label: 'Language',
    description: 'Read this page in {language}',
    pending: 'This page is being translated into English',
  },
  toastRegionLabel: 'Notifications',
  dismissLabel: 'Dismiss',
  externalLinkNote: 'opens another website',
  breadcrumbLabel: 'Breadcrumb',
  lastReviewedLabel: 'Last reviewed',
  footerLabel: 'Site footer',
  titleSuffix: company.name,
  search: {
    href: '/search',
    openLabel: 'Search',
    dialogTitle: 'Search this site',
    inputLabel: 'Search pages and articles',
    placeholder: 'For example: dashboards, Telangana, cybersecurity',
    closeLabel: 'Close search',
    shortcutToggle: 'Open search with the / key',
    resultsLabel: 'Search results',
    submitLabel: 'Search',
    prompt: 'Type a word to search every page and article.',
    loading: 'Loading search…',
    resultCount: {
      one: '{count} result for ‘{query}’',
      other: '{count} results for ‘{query}’',
    },
    noResults: 'No results for ‘{query}’. Try another word, or browse the sitemap.',
    error: 'Search could not load. Please try again, or browse the sitemap.',
    types: { page: 'Page', article: 'Article' },
    noScript:
      'Searching this site needs JavaScript, which is not running in your browser. Every page is still a link away: the sitemap lists them all, and the main sections are below.',
    browse: {
      heading: 'Other ways to find a page',
      intro: 'The sitemap lists every page and article of this website, grouped by section.',
      sitemap: { label: 'Browse the sitemap', href: '/sitemap' },
    },
  },
};
