import { fireEvent, render, screen } from '@testing-library/react';
import { Link } from 'react-aria-components';
import { Anchor } from '../../internal/Anchor.js';
import { AriaRouterProvider } from './AriaRouterProvider.js';
import { isExternalHref, isFileHref, LinkProvider } from './LinkProvider.js';

/** Stand-ins for a router's useHref (module level: hooks are not defined inside components). */
const useHrefWithBase = (href: string) => `/base${href.startsWith('#') ? '/page/' : ''}${href}`;
const useHrefOnContact = (href: string) => `/contact/${href}`;

describe('LinkProvider', () => {
  it('routes link presses through the host router instead of a page load', () => {
    const navigate = vi.fn();
    render(
      <LinkProvider navigate={navigate}>
        <AriaRouterProvider>
          <Link href="/about">About</Link>
        </AriaRouterProvider>
      </LinkProvider>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(navigate).toHaveBeenCalledWith('/about');
  });

  it('loads links to files (sitemap.xml, feeds) as documents, not through the router', () => {
    const navigate = vi.fn();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin });
    render(
      <LinkProvider navigate={navigate}>
        <AriaRouterProvider>
          <Link href="/rss.xml">RSS</Link>
        </AriaRouterProvider>
      </LinkProvider>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'RSS' }));
    vi.unstubAllGlobals();
    expect(navigate).not.toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith('/rss.xml');
  });

  it('keeps in-page links as written while resolving route links with useHref', () => {
    render(
      <LinkProvider navigate={vi.fn()} useHref={useHrefWithBase}>
        <AriaRouterProvider>
          <Link href="#how-it-works">How it works</Link>
          <Link href="/about">About</Link>
        </AriaRouterProvider>
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'How it works' }).getAttribute('href')).toBe(
      '#how-it-works',
    );
    expect(screen.getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/base/about');
  });

  it('tells file links from page links', () => {
    expect(isFileHref('/sitemap.xml')).toBe(true);
    expect(isFileHref('/atom.xml?x=1')).toBe(true);
    expect(isFileHref('/blog/telangana-smart-cities')).toBe(false);
    expect(isFileHref('/services#ai-ml')).toBe(false);
    expect(isFileHref('/')).toBe(false);
  });

  it('resolves page hrefs with the host useHref but leaves mailto, tel and other sites alone', () => {
    render(
      <LinkProvider navigate={vi.fn()} useHref={useHrefOnContact}>
        <AriaRouterProvider>
          <Link href="mailto:contact@lumenor.in">Mail</Link>
          <Link href="tel:+914048527100">Call</Link>
          <Link href="https://twitter.com/lumenortech">Twitter</Link>
          <Link href="about">About</Link>
        </AriaRouterProvider>
      </LinkProvider>,
    );
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Mail')).toBe('mailto:contact@lumenor.in');
    expect(href('Call')).toBe('tel:+914048527100');
    expect(href('Twitter')).toBe('https://twitter.com/lumenortech');
    expect(href('About')).toBe('/contact/about');
  });

  it('tells external hrefs from site paths', () => {
    expect(isExternalHref('mailto:contact@lumenor.in')).toBe(true);
    expect(isExternalHref('https://www.linkedin.com/company/x')).toBe(true);
    expect(isExternalHref('//cdn.example.com/a.js')).toBe(true);
    expect(isExternalHref('/contact')).toBe(false);
    expect(isExternalHref('#case-studies')).toBe(false);
  });

  it("routes the shell's native anchors (Anchor) as well as react-aria-components links", () => {
    const navigate = vi.fn();
    render(
      <LinkProvider navigate={navigate} useHref={(href) => `/base${href}`}>
        <Anchor href="/services">Services</Anchor>
        <Anchor href="mailto:contact@lumenor.in">Mail</Anchor>
        <AriaRouterProvider>
          <Link href="/about">About</Link>
        </AriaRouterProvider>
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Services' }).getAttribute('href')).toBe(
      '/base/services',
    );
    expect(screen.getByRole('link', { name: 'Mail' }).getAttribute('href')).toBe(
      'mailto:contact@lumenor.in',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Services' }));
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(navigate.mock.calls).toEqual([['/services'], ['/about']]);
  });

  it('leaves react-aria-components links to the browser when AriaRouterProvider has no LinkProvider', () => {
    render(
      <AriaRouterProvider>
        <Link href="/about">About</Link>
      </AriaRouterProvider>,
    );
    expect(screen.getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/about');
  });

  it('leaves links as plain anchors without a provider', () => {
    render(<Link href="/about">About</Link>);
    expect(screen.getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/about');
  });
});
