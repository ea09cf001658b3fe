import type { SiteFooterProps } from './SiteFooter.js';

/** Sample props shared by the stories and tests (a generic company, not site copy). */
export const sampleFooterProps: SiteFooterProps = {
  about: 'Acme builds and runs software for public bodies and enterprises.',
  columns: [
    {
      heading: 'Services',
      links: [
        { label: 'Consulting', href: '/consulting' },
        { label: 'Engineering', href: '/engineering' },
      ],
    },
    {
      heading: 'Company',
      links: [
        { label: 'About', href: '/about' },
        { label: 'Contact', href: '/contact' },
      ],
    },
  ],
  contactHeading: 'Get in touch',
  address: ['1 Example Street', 'Springfield 500001', 'Exampleland'],
  email: 'hello@example.com',
  externalLinkNote: 'opens another website',
  socialLinks: [
    { network: 'linkedin', label: 'Acme on LinkedIn', href: 'https://www.linkedin.com/' },
    { network: 'twitter', label: 'Acme on Twitter', href: 'https://twitter.com/' },
    { network: 'facebook', label: 'Acme on Facebook', href: 'https://www.facebook.com/' },
  ],
  socialLabel: 'Follow us',
  legalLinks: [
    { label: 'Privacy Policy', href: '/privacy-policy' },
    { label: 'Terms of Service', href: '/terms-of-service' },
    { label: 'Sitemap', href: '/sitemap' },
  ],
  legalLabel: 'Legal',
  copyright: '© 2026 Acme. All rights reserved.',
};
