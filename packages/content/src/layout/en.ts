import { company } from '../company/en';
import { liveChat } from '../support/en';
import type { LayoutCopy } from './schema';

export const layoutCopy: LayoutCopy = {
  skipToContent: 'Skip to main content',
  mainMenuLabel: 'Main',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  toggleSubmenu: 'Show {label} pages',
  colorMode: {
    switchToDark: 'Switch to dark theme',
    switchToLight: 'Switch to light theme',
  },
  chat: {
    openLabel: 'Open chat',
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
  languageSwitch: { label: 'Language', description: 'Read this page in {language}' },
  toastRegionLabel: 'Notifications',
  dismissLabel: 'Dismiss',
  breadcrumbLabel: 'Breadcrumb',
  footerLabel: 'Site footer',
  titleSuffix: company.name,
};
