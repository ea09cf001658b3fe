import { describe, expect, it } from 'vitest';
import { allPagePaths } from '../site/helpers';
import { footerContent, mainNavigation, primaryCta } from './en';

describe('mainNavigation', () => {
  const items = mainNavigation.flatMap((item) => [item, ...(item.children ?? [])]);

  it('leads only to pages the site builds, each from one item', () => {
    const pages = new Set(allPagePaths());
    for (const item of items) expect(pages, item.href).toContain(item.href);
    expect(new Set(items.map((item) => item.href)).size).toBe(items.length);
    expect(new Set(items.map((item) => item.label)).size).toBe(items.length);
  });

  it('starts at the home page and ends at the contact page', () => {
    expect(mainNavigation[0]?.href).toBe('/');
    expect(mainNavigation.at(-1)?.href).toBe('/contact');
  });

  it('gives every menu at least two entries', () => {
    for (const menu of mainNavigation.filter((item) => item.children)) {
      expect(menu.children?.length ?? 0, menu.label).toBeGreaterThanOrEqual(2);
    }
  });

  it('has the consultation button, leading to the contact page', () => {
    expect(primaryCta.href).toBe('/contact');
    expect(mainNavigation.some((item) => item.label === primaryCta.label)).toBe(false);
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

  it('links the legal pages, the sitemap and the accessibility statement', () => {
    expect(footerContent.legalLinks.map((link) => link.href).sort()).toEqual(
      ['/accessibility', '/privacy-policy', '/sitemap', '/terms-of-service'].sort(),
    );
  });

  it('builds the copyright line from the year it is given', () => {
    expect(footerContent.copyright(2031)).toBe(
      '© 2031 Lumenor Technologies Private Limited. All rights reserved.',
    );
  });
});
