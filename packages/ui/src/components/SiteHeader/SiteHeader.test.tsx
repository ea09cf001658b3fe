import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { headerScrollThreshold } from '../../themes/tokens.js';
import { NavDropdown } from './NavDropdown.js';
import { sampleHeaderProps } from './SiteHeader.fixtures.js';
import { SiteHeader } from './SiteHeader.js';

/*
 * jsdom has no popover API (no showPopover, `:popover-open` never matches, `popovertarget` does
 * nothing) and no layout. These tests check the markup the browser works from, before and without
 * JavaScript: each button's `popovertarget` names its `popover="auto"` panel, and the panels hold
 * the right links. Opening, closing, Escape, outside clicks and the fit at narrow widths run in
 * Chromium (SiteHeader.browser.test.tsx and the stories).
 */

function setScroll(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

const desktopNav = () =>
  screen.getAllByRole('navigation', { name: 'Main navigation' })[0] as HTMLElement;
const dropdownButton = (name: string) => within(desktopNav()).getByRole('button', { name });
/** The element a `popovertarget` button controls (throws if there is none). */
function targetOf(button: Element): HTMLElement {
  const id = button.getAttribute('popovertarget');
  const target = id ? document.getElementById(id) : null;
  if (!target) throw new Error(`no popover target for ${button.outerHTML}`);
  return target;
}
/** The phone menu button: jsdom applies the desktop media query, which hides it (and its name). */
const menuButton = () =>
  document.querySelector<HTMLElement>('button[aria-label="Open menu"]') as HTMLElement;
const linkNames = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link', { hidden: true })
    .map((link) => link.textContent);

describe('SiteHeader scroll state', () => {
  it(`sets data-scrolled only past the headerScrollThreshold token (${headerScrollThreshold} px)`, () => {
    expect(headerScrollThreshold).toBe(20);
    const { container } = render(<SiteHeader {...sampleHeaderProps} />);
    const header = container.querySelector('header') as HTMLElement;
    expect(header.hasAttribute('data-scrolled')).toBe(false);
    setScroll(headerScrollThreshold);
    expect(header.hasAttribute('data-scrolled')).toBe(false);
    setScroll(headerScrollThreshold + 1);
    expect(header.hasAttribute('data-scrolled')).toBe(true);
    setScroll(0);
    expect(header.hasAttribute('data-scrolled')).toBe(false);
  });

  it('reads the scroll position at hydration (a page reloaded half-way down)', () => {
    Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
    const { container } = render(<SiteHeader {...sampleHeaderProps} />);
    expect(container.querySelector('header')?.hasAttribute('data-scrolled')).toBe(true);
  });

  it('renders unscrolled on the server (the scroll-driven animation takes over without JavaScript)', () => {
    const html = renderToString(<SiteHeader {...sampleHeaderProps} />);
    expect(html).toMatch(/<header /);
    expect(html).not.toContain('data-scrolled');
  });

  it('styles the scrolled state with the header tokens (both colour modes)', () => {
    const { container } = render(<SiteHeader {...sampleHeaderProps} />);
    const header = container.querySelector('header') as HTMLElement;
    setScroll(200);
    const rules = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule)
      .filter(
        (rule) => header.matches(rule.selectorText) && rule.selectorText.includes('data-scrolled'),
      );
    expect(rules.length).toBe(1);
    expect(rules[0]?.style.getPropertyValue('box-shadow')).toBe('var(--lm-shadow-header)');
    expect(rules[0]?.style.getPropertyValue('background-color')).toBe(
      'var(--lm-color-background-pinned)',
    );
  });

  it('has no scrollThreshold prop any more (the threshold is a token)', () => {
    // @ts-expect-error scrollThreshold was removed: the CSS animation and the script share the token.
    render(<SiteHeader {...sampleHeaderProps} scrollThreshold={100} />);
    setScroll(headerScrollThreshold + 1);
    expect(document.querySelector('header')?.hasAttribute('data-scrolled')).toBe(true);
  });
});

describe('SiteHeader links', () => {
  it('links the logo by its label and marks the current page', () => {
    render(<SiteHeader {...sampleHeaderProps} currentPath="/about" />);
    expect(screen.getByRole('link', { name: 'Acme home' }).getAttribute('href')).toBe('/');
    const about = within(desktopNav()).getByRole('link', { name: 'About' });
    expect(about.getAttribute('aria-current')).toBe('page');
    expect(
      within(desktopNav()).getByRole('link', { name: 'Home' }).hasAttribute('aria-current'),
    ).toBe(false);
    expect(screen.getByRole('link', { name: 'Book a call' }).getAttribute('href')).toBe('/contact');
  });

  it('renders the colour mode slot', () => {
    render(
      <SiteHeader {...sampleHeaderProps} colorModeToggle={<button type="button">Mode</button>} />,
    );
    expect(screen.getByRole('button', { name: 'Mode' })).toBeTruthy();
  });
});

describe('SiteHeader phone menu', () => {
  it('puts the menu tool bar after the call to action, inside the menu panel', () => {
    render(
      <SiteHeader
        {...sampleHeaderProps}
        menuToolbar={<fieldset aria-label="Accessibility options" />}
      />,
    );
    const toolbar = screen.getByRole('group', { name: 'Accessibility options', hidden: true });
    expect(toolbar.closest('[popover]')).toBe(targetOf(menuButton()));
    expect(toolbar.previousElementSibling?.textContent).toBe('Book a call');
  });
});

describe('SiteHeader dropdowns (markup)', () => {
  it('makes each entry with children a native button that targets its own auto popover', () => {
    render(<SiteHeader {...sampleHeaderProps} />);
    const services = dropdownButton('Services');
    const industries = dropdownButton('Industries');
    for (const button of [services, industries]) {
      expect(button.tagName).toBe('BUTTON');
      expect(button.getAttribute('type')).toBe('button');
      // The browser exposes the expanded state of a popovertarget button; React sets none.
      expect(button.hasAttribute('aria-expanded')).toBe(false);
      expect(button.hasAttribute('aria-controls')).toBe(false);
      expect(targetOf(button).getAttribute('popover')).toBe('auto');
    }
    expect(targetOf(services)).not.toBe(targetOf(industries));
    // The panel follows its button, so Tab goes from the button into the open panel.
    expect(services.nextElementSibling).toBe(targetOf(services));
  });

  it("lists the entry's own page first, then its children", () => {
    render(<SiteHeader {...sampleHeaderProps} />);
    expect(linkNames(targetOf(dropdownButton('Services')))).toEqual([
      'Services',
      'Consulting',
      'Engineering',
    ]);
    expect(linkNames(targetOf(dropdownButton('Industries')))).toEqual([
      'Industries',
      'Public sector',
      'Healthcare',
    ]);
  });

  it('marks the dropdown holding the current page and the page inside it', () => {
    render(<SiteHeader {...sampleHeaderProps} currentPath="/public-sector/" />);
    const industries = dropdownButton('Industries');
    expect(industries.getAttribute('aria-current')).toBe('true');
    expect(dropdownButton('Services').hasAttribute('aria-current')).toBe(false);
    const current = within(targetOf(industries)).getByRole('link', {
      name: 'Public sector',
      hidden: true,
    });
    expect(current.getAttribute('aria-current')).toBe('page');
  });

  it('renders the same wiring on the server, so the dropdowns open before hydration', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SiteHeader {...sampleHeaderProps} />);
    document.body.append(container);
    try {
      const buttons = container.querySelectorAll('button[popovertarget]');
      // Two dropdowns, the phone menu button and its close button.
      expect(buttons).toHaveLength(4);
      for (const button of buttons) expect(targetOf(button).hasAttribute('popover')).toBe(true);
    } finally {
      container.remove();
    }
  });

  it('hands its panel to panelRef (NavDropdown on its own)', () => {
    const panelRef = vi.fn();
    const [, services] = sampleHeaderProps.navigation;
    if (!services) throw new Error('fixture changed');
    render(<NavDropdown item={services} currentPath="/consulting" panelRef={panelRef} />);
    const button = screen.getByRole('button', { name: 'Services' });
    expect(panelRef).toHaveBeenCalledWith(targetOf(button));
    expect(targetOf(button).getAttribute('popover')).toBe('auto');
    expect(button.getAttribute('aria-current')).toBe('true');
  });
});

describe('SiteHeader: the dropdown that opens on the first scroll (markup)', () => {
  it('marks only the panel of the dropdown holding the current page as a child, in the server HTML too', () => {
    const html = renderToString(<SiteHeader {...sampleHeaderProps} currentPath="/public-sector" />);
    expect(html).toContain('data-site-header');
    render(<SiteHeader {...sampleHeaderProps} currentPath="/public-sector" />);
    const marked = [...document.querySelectorAll('[data-opens-on-scroll]')];
    expect(marked).toEqual([targetOf(dropdownButton('Industries'))]);
    expect(html.match(/data-opens-on-scroll/g)).toHaveLength(1);
  });

  it("marks none on the entry's own page (its button is marked current instead) or elsewhere", () => {
    render(<SiteHeader {...sampleHeaderProps} currentPath="/industries" />);
    expect(document.querySelector('[data-opens-on-scroll]')).toBeNull();
    expect(dropdownButton('Industries').getAttribute('aria-current')).toBe('true');
  });
});

describe('SiteHeader phone menu (markup)', () => {
  it('is a native button targeting an auto popover named as the menu (a non-modal dialog)', () => {
    render(<SiteHeader {...sampleHeaderProps} />);
    const button = menuButton();
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
    // The browser exposes the expanded state of a popovertarget button; an attribute would only go stale.
    expect(button.hasAttribute('aria-expanded')).toBe(false);
    expect(button.hasAttribute('aria-haspopup')).toBe(false);
    const panel = targetOf(button);
    expect(panel.getAttribute('popover')).toBe('auto');
    expect(screen.getByRole('dialog', { hidden: true })).toBe(panel);
    // jsdom hides the closed popover, and with it the name: read the label.
    expect(panel.getAttribute('aria-label')).toBe('Menu');
    expect(panel.hasAttribute('aria-modal')).toBe(false);
  });

  it('holds a close button that hides the same panel', () => {
    render(<SiteHeader {...sampleHeaderProps} />);
    const panel = targetOf(menuButton());
    const close = within(panel).getByRole('button', { name: 'Close menu', hidden: true });
    expect(close.getAttribute('type')).toBe('button');
    expect(targetOf(close)).toBe(panel);
    expect(close.getAttribute('popovertargetaction')).toBe('hide');
  });

  it('reaches every page: each entry, its children and the call to action', () => {
    render(<SiteHeader {...sampleHeaderProps} currentPath="/engineering" />);
    const panel = targetOf(menuButton());
    const nav = within(panel).getByRole('navigation', { name: 'Main navigation', hidden: true });
    expect(linkNames(nav)).toEqual([
      'Home',
      'Services',
      'Consulting',
      'Engineering',
      'Industries',
      'Public sector',
      'Healthcare',
      'About',
      'Contact',
    ]);
    const engineering = within(nav).getByRole('link', { name: 'Engineering', hidden: true });
    expect(engineering.getAttribute('aria-current')).toBe('page');
    expect(
      within(panel).getByRole('link', { name: 'Book a call', hidden: true }).getAttribute('href'),
    ).toBe('/contact');
  });
});

describe('SiteHeader search entry', () => {
  const search = { label: 'Search', href: '/search', keyShortcuts: '/' };

  it('has none unless given `search`', () => {
    render(<SiteHeader {...sampleHeaderProps} />);
    expect(document.querySelector('[aria-haspopup="dialog"], a[href="/search"]')).toBeNull();
  });

  it('puts a search button in the bar and one at the top of the phone menu, each with a no-script link', () => {
    render(<SiteHeader {...sampleHeaderProps} search={search} />);
    const header = screen.getByRole('banner');
    const panel = targetOf(menuButton());
    const buttons = [...header.querySelectorAll('button[aria-haspopup="dialog"]')];
    expect(buttons).toHaveLength(2);
    expect(panel.contains(buttons[0] as Node)).toBe(false);
    expect(panel.contains(buttons[1] as Node)).toBe(true);
    for (const button of buttons) {
      expect(button.getAttribute('aria-keyshortcuts')).toBe('/');
      expect(button.nextElementSibling?.getAttribute('href')).toBe('/search');
    }
    // The menu's entry comes after its navigation (the links stay next to the close button).
    const nav = within(panel).getByRole('navigation', { hidden: true });
    expect(buttons[1]?.compareDocumentPosition(nav)).toBe(Node.DOCUMENT_POSITION_PRECEDING);
  });

  it('calls onPress from either button', () => {
    const onPress = vi.fn();
    render(<SiteHeader {...sampleHeaderProps} search={{ ...search, onPress }} />);
    const buttons = document.querySelectorAll<HTMLElement>('button[aria-haspopup="dialog"]');
    for (const button of buttons) button.click();
    expect(onPress).toHaveBeenCalledTimes(2);
  });
});
