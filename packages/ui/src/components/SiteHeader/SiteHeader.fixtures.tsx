import type { SiteHeaderProps } from './SiteHeader.js';

/** Sample props shared by the stories and tests (a generic services company, not site copy). */
export const sampleHeaderProps: SiteHeaderProps = {
  logo: (
    <svg width="132" height="32" viewBox="0 0 132 32" aria-hidden="true">
      <circle cx="16" cy="16" r="14" fill="currentColor" />
      <text x="38" y="22" fontSize="16" fontWeight="700" fill="currentColor">
        Acme
      </text>
    </svg>
  ),
  logoHref: '/',
  logoLabel: 'Acme home',
  navigation: [
    { label: 'Home', href: '/' },
    {
      label: 'Services',
      href: '/services',
      children: [
        { label: 'Consulting', href: '/consulting' },
        { label: 'Engineering', href: '/engineering' },
      ],
    },
    {
      label: 'Industries',
      href: '/industries',
      children: [
        { label: 'Public sector', href: '/public-sector' },
        { label: 'Healthcare', href: '/healthcare' },
      ],
    },
    { label: 'About', href: '/about' },
    { label: 'Contact', href: '/contact' },
  ],
  currentPath: '/',
  cta: { label: 'Book a call', href: '/contact' },
  menuLabels: {
    open: 'Open menu',
    menu: 'Menu',
    close: 'Close menu',
    navigation: 'Main navigation',
  },
};
