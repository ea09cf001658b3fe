import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Breadcrumbs } from './components/Breadcrumbs/Breadcrumbs.js';
import { ButtonLink } from './components/ButtonLink/ButtonLink.js';
import { LinkProvider } from './components/LinkProvider/LinkProvider.js';
import { sampleFooterProps } from './components/SiteFooter/SiteFooter.fixtures.js';
import { SiteFooter } from './components/SiteFooter/SiteFooter.js';
import { sampleHeaderProps } from './components/SiteHeader/SiteHeader.fixtures.js';
import { SiteHeader } from './components/SiteHeader/SiteHeader.js';
import { TagList } from './components/TagList/TagList.js';
import { TextLink } from './components/TextLink/TextLink.js';

/**
 * Router-agnostic links: every component that renders links renders real `<a href>` elements
 * (a site on plain anchors needs nothing else), and inside `LinkProvider` the same links resolve
 * through the host router's `useHref` and navigate with its `navigate` on a plain click.
 */
const cases: Array<{ component: string; element: ReactElement; link: string; href: string }> = [
  {
    component: 'SiteHeader',
    element: <SiteHeader {...sampleHeaderProps} />,
    link: 'About',
    href: '/about',
  },
  {
    component: 'SiteFooter',
    element: <SiteFooter {...sampleFooterProps} />,
    link: 'Privacy Policy',
    href: '/privacy-policy',
  },
  {
    component: 'Breadcrumbs',
    element: (
      <Breadcrumbs
        label="Breadcrumb"
        items={[
          { label: 'Home', href: '/' },
          { label: 'Industries', href: '/industries' },
          { label: 'Healthcare' },
        ]}
      />
    ),
    link: 'Industries',
    href: '/industries',
  },
  {
    component: 'TextLink',
    element: <TextLink href="/about">About the team</TextLink>,
    link: 'About the team',
    href: '/about',
  },
  {
    component: 'ButtonLink',
    element: <ButtonLink href="/contact">Start a project</ButtonLink>,
    link: 'Start a project',
    href: '/contact',
  },
  {
    component: 'TagList',
    element: <TagList tags={[{ label: 'Cloud', href: '/blog/cloud' }]} />,
    link: 'Cloud',
    href: '/blog/cloud',
  },
];

afterEach(cleanup);

/** A host router's useHref that serves the site under a base path (module level: it is a hook). */
const usePartnerHref = (to: string) => `/partner${to}`;

/** The first visible link with this accessible name (menus may hold a hidden copy). */
function findLink(name: string): HTMLAnchorElement {
  const link = screen.getAllByRole('link', { name })[0];
  expect(link).toBeInstanceOf(HTMLAnchorElement);
  return link as HTMLAnchorElement;
}

describe.each(cases)('$component links', ({ element, link, href }) => {
  it('are plain anchors without a router', () => {
    render(element);
    expect(findLink(link).getAttribute('href')).toBe(href);
  });

  it("follow LinkProvider: the host's useHref and navigate", async () => {
    const navigate = vi.fn();
    render(
      <LinkProvider navigate={navigate} useHref={usePartnerHref}>
        {element}
      </LinkProvider>,
    );
    const anchor = findLink(link);
    expect(anchor.getAttribute('href')).toBe(`/partner${href}`);
    let defaultPrevented = false;
    const record = (event: MouseEvent) => {
      defaultPrevented = event.defaultPrevented;
    };
    document.addEventListener('click', record);
    await userEvent.click(anchor);
    document.removeEventListener('click', record);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate.mock.calls[0]?.[0]).toBe(href);
    // The router navigated instead of the browser loading the page.
    expect(defaultPrevented).toBe(true);
  });
});

describe('external links inside LinkProvider', () => {
  it('keep their href and never go through the router', () => {
    const navigate = vi.fn();
    render(
      <LinkProvider navigate={navigate} useHref={usePartnerHref}>
        <SiteFooter {...sampleFooterProps} />
      </LinkProvider>,
    );
    expect(findLink('Acme on LinkedIn (opens another website)').getAttribute('href')).toBe(
      'https://www.linkedin.com/',
    );
  });
});
