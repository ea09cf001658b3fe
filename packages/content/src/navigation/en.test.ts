import { describe, expect, it } from 'vitest';
import { footerContent, mainNavigation, primaryCta } from './en';

describe('mainNavigation', () => {
  it('is the four pages and the Services menu, in order', () => {
    expect(mainNavigation).toEqual([
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
    ]);
  });

  it('has the consultation button', () => {
    expect(primaryCta).toEqual({ label: 'Get a Free Consultation', href: '/contact' });
  });
});

describe('footerContent', () => {
  it('has services, government and contact columns', () => {
    expect(footerContent.columns.map((column) => column.id)).toEqual([
      'services',
      'government',
      'contact',
    ]);
  });

  it('links the legal pages, the sitemap, the accessibility statement and the GIGW pages', () => {
    expect(footerContent.legalLinks.map((link) => link.href).sort()).toEqual(
      [
        '/accessibility',
        '/copyright-policy',
        '/feedback',
        '/help',
        '/hyperlinking-policy',
        '/privacy-policy',
        '/screen-reader-access',
        '/sitemap',
        '/terms-of-service',
      ].sort(),
    );
  });

  it('builds the copyright line from the year it is given', () => {
    expect(footerContent.copyright(2031)).toBe(
      '© 2031 Lumenor Technologies Private Limited. All rights reserved.',
    );
  });
});
