import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LinkProvider } from '../LinkProvider/LinkProvider.js';
import { sampleFooterProps } from './SiteFooter.fixtures.js';
import { SiteFooter } from './SiteFooter.js';

describe('SiteFooter', () => {
  it('is a contentinfo landmark with a heading per column', () => {
    render(<SiteFooter {...sampleFooterProps} />);
    const footer = screen.getByRole('contentinfo');
    const headings = within(footer)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(headings).toEqual(['Services', 'Company', 'Get in touch']);
    const services = within(footer).getByRole('region', { name: 'Services' });
    expect(within(services).getByRole('link', { name: 'Engineering' }).getAttribute('href')).toBe(
      '/engineering',
    );
  });

  it('names each social icon link, says it opens another website, and marks it', () => {
    render(<SiteFooter {...sampleFooterProps} />);
    const list = screen.getByRole('list', { name: 'Follow us' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual([
      'Acme on LinkedIn (opens another website)',
      'Acme on Twitter (opens another website)',
      'Acme on Facebook (opens another website)',
    ]);
    for (const link of links) {
      expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
      expect(link.querySelector('svg')?.getAttribute('data-icon')).toBe(
        link.getAttribute('data-network'),
      );
      expect(link.getAttribute('rel')).toContain('noopener');
      // Same tab, as every other link; the mark is the external icon.
      expect(link.hasAttribute('target')).toBe(false);
      expect(link.querySelectorAll('svg')[1]?.getAttribute('data-icon')).toBe('external');
    }
  });

  it('shows the address lines, a mailto link, legal links and the copyright', () => {
    render(<SiteFooter {...sampleFooterProps} />);
    expect(screen.getByText('Springfield 500001')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'hello@example.com' }).getAttribute('href')).toBe(
      'mailto:hello@example.com',
    );
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/privacy-policy', '/terms-of-service', '/sitemap']);
    expect(screen.getByText('© 2026 Acme. All rights reserved.')).toBeTruthy();
  });

  it('omits the about block when neither logo nor about is given', () => {
    const { container } = render(<SiteFooter {...sampleFooterProps} about={undefined} />);
    expect(container.textContent).not.toContain('Acme builds');
  });

  it('keeps external and mailto hrefs intact under a router whose useHref rewrites paths', () => {
    render(
      <LinkProvider navigate={() => {}} useHref={(href) => `/base${href}`}>
        <SiteFooter
          {...sampleFooterProps}
          columns={[
            {
              heading: 'Contact',
              links: [
                { label: 'Write to us', href: 'mailto:hello@example.com' },
                { label: 'Call us', href: 'tel:+100000000' },
                { label: 'About', href: '/about' },
              ],
            },
          ]}
        />
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Write to us' }).getAttribute('href')).toBe(
      'mailto:hello@example.com',
    );
    expect(screen.getByRole('link', { name: 'Call us' }).getAttribute('href')).toBe(
      'tel:+100000000',
    );
    expect(screen.getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/base/about');
    expect(
      screen
        .getByRole('link', { name: 'Acme on LinkedIn (opens another website)' })
        .getAttribute('href'),
    ).toBe('https://www.linkedin.com/');
  });

  it('routes a plain click on a page link through the router, and leaves mailto to the browser', () => {
    const navigate = vi.fn();
    render(
      <LinkProvider navigate={navigate}>
        <SiteFooter
          {...sampleFooterProps}
          columns={[
            {
              heading: 'Contact',
              links: [
                { label: 'Write to us', href: 'mailto:hello@example.com' },
                { label: 'About', href: '/about' },
              ],
            },
          ]}
        />
      </LinkProvider>,
    );
    const about = screen.getByRole('link', { name: 'About' });
    expect(fireEvent.click(about)).toBe(false); // default prevented: the router navigates
    expect(navigate).toHaveBeenCalledWith('/about');
    navigate.mockClear();
    // Seen after React's handlers: whether they left the click to the browser (jsdom cannot follow mailto:).
    let leftToBrowser: boolean | undefined;
    const watch = (event: Event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', watch);
    fireEvent.click(screen.getByRole('link', { name: 'Write to us' }));
    document.removeEventListener('click', watch);
    expect(leftToBrowser).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });
});
