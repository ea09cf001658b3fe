import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LinkProvider } from '../components/LinkProvider/LinkProvider.js';
import { Anchor } from './Anchor.js';
import { isRoutableHref, shouldRouteClick } from './linkRouting.js';

/** Clicks a link and reports whether the page's handlers left the click to the browser. */
function clickLeftToBrowser(element: HTMLElement, init: MouseEventInit = {}): boolean {
  let leftToBrowser = false;
  const watch = (event: Event) => {
    leftToBrowser = !event.defaultPrevented;
    event.preventDefault(); // jsdom cannot load other documents
  };
  document.addEventListener('click', watch);
  fireEvent.click(element, init);
  document.removeEventListener('click', watch);
  return leftToBrowser;
}

function renderLinks(navigate = vi.fn(), useHref?: (href: string) => string) {
  render(
    <LinkProvider navigate={navigate} {...(useHref ? { useHref } : {})}>
      <Anchor href="/about">About</Anchor>
      <Anchor href="mailto:hello@example.com">Mail</Anchor>
      <Anchor href="tel:+100000000">Call</Anchor>
      <Anchor href="https://example.com/x">Elsewhere</Anchor>
      <Anchor href="#team">Team</Anchor>
      <Anchor href="/sitemap.xml">Sitemap</Anchor>
      <Anchor href="/services" target="_blank">
        New tab
      </Anchor>
      <Anchor href="/brochure" download>
        Download
      </Anchor>
    </LinkProvider>,
  );
  return navigate;
}

const link = (name: string) => screen.getByRole('link', { name });

describe('Anchor', () => {
  it('is a native anchor, and a plain one without a LinkProvider', () => {
    render(<Anchor href="/about">About</Anchor>);
    expect(link('About').tagName).toBe('A');
    expect(link('About').getAttribute('href')).toBe('/about');
    expect(clickLeftToBrowser(link('About'))).toBe(true);
  });

  it('routes plain left clicks on site paths through the router', () => {
    const navigate = renderLinks();
    expect(clickLeftToBrowser(link('About'))).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/about');
  });

  it('leaves modified and middle clicks to the browser (new tab, window, download)', () => {
    const navigate = renderLinks();
    for (const init of [
      { metaKey: true },
      { ctrlKey: true },
      { shiftKey: true },
      { altKey: true },
    ]) {
      expect(clickLeftToBrowser(link('About'), init)).toBe(true);
    }
    expect(clickLeftToBrowser(link('About'), { button: 1 })).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves mailto, tel, other sites, in-page anchors, files, new tabs and downloads to the browser', () => {
    const navigate = renderLinks();
    for (const name of ['Mail', 'Call', 'Elsewhere', 'Team', 'Sitemap', 'New tab', 'Download']) {
      expect(clickLeftToBrowser(link(name)), name).toBe(true);
    }
    expect(navigate).not.toHaveBeenCalled();
  });

  it('resolves site paths with the host useHref and leaves the others as written', () => {
    renderLinks(vi.fn(), (href) => `/base${href}`);
    expect(link('About').getAttribute('href')).toBe('/base/about');
    expect(link('Mail').getAttribute('href')).toBe('mailto:hello@example.com');
    expect(link('Elsewhere').getAttribute('href')).toBe('https://example.com/x');
    expect(link('Team').getAttribute('href')).toBe('#team');
  });

  it('runs its own onClick first; preventing the default there stops the routing', () => {
    const navigate = vi.fn();
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <LinkProvider navigate={navigate}>
        <Anchor href="/about" onClick={onClick}>
          About
        </Anchor>
      </LinkProvider>,
    );
    fireEvent.click(link('About'));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('link routing rules', () => {
  const plain = {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
  };
  it('routes only site paths', () => {
    expect(isRoutableHref('/contact')).toBe(true);
    expect(isRoutableHref('/services#ai-ml')).toBe(true);
    expect(isRoutableHref('#ai-ml')).toBe(false);
    expect(isRoutableHref('/rss.xml')).toBe(false);
    expect(isRoutableHref('//cdn.example.com/a')).toBe(false);
    expect(isRoutableHref('mailto:a@b.in')).toBe(false);
  });
  it('routes only plain clicks in this browsing context', () => {
    expect(shouldRouteClick(plain, '/about', undefined, undefined)).toBe(true);
    expect(shouldRouteClick(plain, '/about', '_self', undefined)).toBe(true);
    expect(shouldRouteClick(plain, '/about', '_blank', undefined)).toBe(false);
    expect(shouldRouteClick(plain, '/about', undefined, '')).toBe(false);
    expect(
      shouldRouteClick({ ...plain, defaultPrevented: true }, '/about', undefined, undefined),
    ).toBe(false);
  });
});
