import { company } from '../company/en';
import type { Link } from '../shared/schema';
import type { FooterContent, NavItem } from './schema';

/** Main navigation: the top-level pages, with the Services and Industries menus, in the header's order. */
export const mainNavigation: NavItem[] = [
  { label: 'Home', href: '/' },
  {
    label: 'Services',
    href: '/services',
    children: [
      { label: 'Digital Transformation', href: '/digital-transformation' },
      { label: 'Government Solutions', href: '/gov-solutions' },
      { label: 'GovConnect 360 Suite', href: '/govconnect-360' },
    ],
  },
  {
    label: 'Industries',
    href: '/industries',
    children: [
      { label: 'Andhra Pradesh Government', href: '/andhra-pradesh-government' },
      { label: 'Telangana Government', href: '/telangana-government' },
    ],
  },
  { label: 'About', href: '/about' },
  { label: 'Blog', href: '/blog' },
  { label: 'Contact', href: '/contact' },
];

/** The header's call-to-action button. */
export const primaryCta: Link = { label: 'Get a Free Consultation', href: '/contact' };

export const footerContent: FooterContent = {
  about: `${company.name} builds dependable software, data platforms and citizen-engagement systems for government departments and enterprises in Andhra Pradesh, Telangana and across India. Hyderabad, since ${company.foundedYear}.`,
  columns: [
    {
      id: 'services',
      heading: 'Services',
      links: [
        { label: 'Custom Software Development', href: '/services#custom-software' },
        { label: 'AI & Machine Learning', href: '/services#ai-ml' },
        { label: 'Cloud Migration & DevOps', href: '/services#cloud-devops' },
        { label: 'Cybersecurity & Compliance', href: '/services#cybersecurity' },
        { label: 'Dashboards & Analytics', href: '/services#dashboards' },
        { label: 'Digital Transformation', href: '/digital-transformation' },
      ],
    },
    {
      id: 'government',
      heading: 'Government',
      links: [
        { label: 'Government Solutions', href: '/gov-solutions' },
        { label: 'GovConnect 360 Suite', href: '/govconnect-360' },
        { label: 'Andhra Pradesh Government', href: '/andhra-pradesh-government' },
        { label: 'Telangana Government', href: '/telangana-government' },
        { label: 'Industries We Serve', href: '/industries' },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      links: [
        { label: 'Request a Consultation', href: '/contact' },
        { label: company.email, href: `mailto:${company.email}` },
        { label: company.phone, href: `tel:${company.phone.replaceAll(' ', '')}` },
        { label: 'About Us', href: '/about' },
        { label: 'Blog', href: '/blog' },
      ],
    },
  ],
  legalLinks: [
    { label: 'Privacy Policy', href: '/privacy-policy' },
    { label: 'Terms of Service', href: '/terms-of-service' },
    { label: 'Accessibility', href: '/accessibility' },
    { label: 'Sitemap', href: '/sitemap' },
  ],
  socialHeading: 'Follow us',
  legalNavLabel: 'Legal',
  copyright: (year: number) => `© ${year} ${company.legalName}. All rights reserved.`,
};
