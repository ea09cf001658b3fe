import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteHeader } from './SiteHeader';
import { sampleHeaderProps } from './SiteHeader.fixtures';

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
const panelOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;

describe('SiteHeader scroll state', () => {
  it('sets data-scrolled only past the threshold (20 px by default)', () => {
    const { container } = render(<SiteHeader {...sampleHeaderProps} />);
    const header = container.querySelector('header') as HTMLElement;
    expect(header.hasAttribute('data-scrolled')).toBe(false);
    setScroll(20);
    expect(header.hasAttribute('data-scrolled')).toBe(false);
    setScroll(21);
    expect(header.hasAttribute('data-scrolled')).toBe(true);
    setScroll(0);
    expect(header.hasAttribute('data-scrolled')).toBe(false);
  });

  it('honours a custom threshold and an initial scroll position', () => {
    Object.defineProperty(window, 'scrollY', { value: 60, configurable: true });
    const { container } = render(<SiteHeader {...sampleHeaderProps} scrollThreshold={100} />);
    const header = container.querySelector('header') as HTMLElement;
    expect(header.hasAttribute('data-scrolled')).toBe(false);
    setScroll(101);
    expect(header.hasAttribute('data-scrolled')).toBe(true);
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
      'var(--lm-color-background-headerScrolled)',
    );
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

describe('SiteHeader dropdowns', () => {
  it('a click toggles one open and closes the other', async () => {
    const user = userEvent.setup();
    render(<SiteHeader {...sampleHeaderProps} />);
    const services = dropdownButton('Services');
    const industries = dropdownButton('Industries');
    expect(services.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(services).hidden).toBe(true);

    await user.click(services);
    expect(services.getAttribute('aria-expanded')).toBe('true');
    expect(panelOf(services).hidden).toBe(false);
    expect(within(panelOf(services)).getByRole('link', { name: 'Consulting' })).toBeTruthy();

    await user.click(industries);
    expect(industries.getAttribute('aria-expanded')).toBe('true');
    expect(services.getAttribute('aria-expanded')).toBe('false');

    await user.click(industries);
    expect(industries.getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes it and returns focus to its button', async () => {
    const user = userEvent.setup();
    render(<SiteHeader {...sampleHeaderProps} />);
    const services = dropdownButton('Services');
    await user.click(services);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Services');
    expect(document.activeElement?.tagName).toBe('A');
    await user.keyboard('{Escape}');
    expect(services.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(services);
  });

  it('opens from the keyboard', async () => {
    const user = userEvent.setup();
    render(<SiteHeader {...sampleHeaderProps} />);
    const services = dropdownButton('Services');
    services.focus();
    await user.keyboard('{Enter}');
    expect(services.getAttribute('aria-expanded')).toBe('true');
  });

  it('an outside click closes it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SiteHeader {...sampleHeaderProps} />
        <p>Page body</p>
      </>,
    );
    const services = dropdownButton('Services');
    await user.click(services);
    expect(services.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByText('Page body'));
    expect(services.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the dropdown holding the current page once the page is scrolled', () => {
    render(<SiteHeader {...sampleHeaderProps} currentPath="/public-sector" />);
    const industries = dropdownButton('Industries');
    expect(industries.getAttribute('aria-expanded')).toBe('false');
    expect(industries.hasAttribute('data-current')).toBe(true);
    setScroll(50);
    expect(industries.getAttribute('aria-expanded')).toBe('true');
    expect(dropdownButton('Services').getAttribute('aria-expanded')).toBe('false');
    const current = within(panelOf(industries)).getByRole('link', { name: 'Public sector' });
    expect(current.getAttribute('aria-current')).toBe('page');
  });

  it('does not open a dropdown on scroll when the current page is in none of them', () => {
    render(<SiteHeader {...sampleHeaderProps} currentPath="/about" />);
    setScroll(50);
    expect(dropdownButton('Services').getAttribute('aria-expanded')).toBe('false');
    expect(dropdownButton('Industries').getAttribute('aria-expanded')).toBe('false');
  });
});

describe('SiteHeader mobile menu', () => {
  // jsdom applies the desktop media query (it hides the menu button), so query hidden elements too.
  // jsdom applies the desktop media query, which hides the menu button (and so its name).
  const menuButton = () =>
    document.querySelector<HTMLElement>('button[aria-label="Open menu"]') as HTMLElement;

  it('opens a labelled dialog, keeps focus inside, and Escape closes it', async () => {
    const user = userEvent.setup();
    render(<SiteHeader {...sampleHeaderProps} />);
    const button = menuButton();
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await user.click(button);
    // The dialog loads on the first press (React.lazy).
    const dialog = await screen.findByRole('dialog', { name: 'Main navigation' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(dialog.id);
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(within(dialog).getByRole('link', { name: 'Engineering' })).toBeTruthy();

    for (let i = 0; i < 15; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');

    // Opens again (the loaded menu stays mounted, closed).
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Main navigation' })).toBeTruthy();
  });

  it('is a native button that loads no dialog before it is pressed', () => {
    render(<SiteHeader {...sampleHeaderProps} />);
    const button = menuButton();
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.hasAttribute('aria-controls')).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    render(<SiteHeader {...sampleHeaderProps} />);
    await user.click(menuButton());
    await user.click(await screen.findByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes when currentPath changes', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<SiteHeader {...sampleHeaderProps} currentPath="/" />);
    await user.click(menuButton());
    expect(await screen.findByRole('dialog')).toBeTruthy();
    rerender(<SiteHeader {...sampleHeaderProps} currentPath="/about" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('marks the current page inside the menu and closes when it is pressed', async () => {
    const user = userEvent.setup();
    render(<SiteHeader {...sampleHeaderProps} currentPath="/engineering" />);
    await user.click(menuButton());
    const dialog = await screen.findByRole('dialog');
    const link = within(dialog).getByRole('link', { name: 'Engineering' });
    expect(link.getAttribute('aria-current')).toBe('page');
    fireEvent.click(link);
    await user.click(link);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
