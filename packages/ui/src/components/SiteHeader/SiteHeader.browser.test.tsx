import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ColorModeToggle } from '../../colorMode/ColorModeToggle.js';
import { sampleHeaderProps } from './SiteHeader.fixtures.js';
import { SiteHeader } from './SiteHeader.js';

/*
 * Real key presses and clicks (Playwright) in Chromium: Escape and a click outside are the
 * browser's light dismiss of `popover="auto"`, which synthetic events (the stories' userEvent) do
 * not trigger.
 */

afterEach(() => cleanup());

const isOpen = (panel: HTMLElement) => panel.matches(':popover-open');
function panelOf(button: HTMLElement): HTMLElement {
  const panel = document.getElementById(button.getAttribute('popovertarget') ?? '');
  if (!panel) throw new Error('the button targets no panel');
  return panel;
}

describe('SiteHeader dropdowns (desktop)', () => {
  it('open one at a time; Escape closes and refocuses the button; a click outside closes', async () => {
    await page.viewport(1280, 800);
    render(
      <>
        <SiteHeader {...sampleHeaderProps} />
        <p>Page body</p>
      </>,
    );
    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    const services = nav.getByRole('button', { name: 'Services' });
    const industries = nav.getByRole('button', { name: 'Industries' });

    await userEvent.click(services);
    expect(isOpen(panelOf(services))).toBe(true);
    await userEvent.click(industries);
    expect(isOpen(panelOf(industries))).toBe(true);
    expect(isOpen(panelOf(services))).toBe(false);

    await userEvent.keyboard('{Escape}');
    expect(isOpen(panelOf(industries))).toBe(false);
    expect(document.activeElement).toBe(industries);

    await userEvent.keyboard('{Enter}');
    expect(isOpen(panelOf(industries))).toBe(true);
    await userEvent.click(screen.getByText('Page body'));
    expect(isOpen(panelOf(industries))).toBe(false);
  });
});

describe('SiteHeader dropdowns: Escape from anywhere', () => {
  it('closes an open dropdown even when focus is in a widget that keeps Escape to itself', async () => {
    await page.viewport(1280, 800);
    render(
      <>
        <SiteHeader {...sampleHeaderProps} />
        {/* Like many widgets (react-aria's among them), it cancels Escape, which stops the browser's light dismiss. */}
        <input
          aria-label="Notes"
          onKeyDown={(event) => {
            if (event.key === 'Escape') event.preventDefault();
          }}
        />
      </>,
    );
    const services = within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole(
      'button',
      { name: 'Services' },
    );
    await userEvent.click(services);
    expect(isOpen(panelOf(services))).toBe(true);
    screen.getByRole('textbox', { name: 'Notes' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(isOpen(panelOf(services))).toBe(false);
  });
});

/** The bar as the site fills it: a logo as wide as the site's (240 px) and the colour-mode toggle. */
const siteLikeProps = {
  ...sampleHeaderProps,
  logo: (
    <svg width="240" height="48" viewBox="0 0 240 48" aria-hidden="true">
      <rect width="240" height="48" rx="10" fill="currentColor" />
    </svg>
  ),
  colorModeToggle: (
    <ColorModeToggle
      switchToDarkLabel="Switch to dark theme"
      switchToLightLabel="Switch to light theme"
    />
  ),
};

describe('SiteHeader fits the screen', () => {
  for (const width of [320, 360]) {
    it(`at ${width} px the logo gives way and the menu button stays on screen`, async () => {
      await page.viewport(width, 640);
      render(<SiteHeader {...siteLikeProps} />);
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
      const button = screen.getByRole('button', { name: 'Open menu' }).getBoundingClientRect();
      expect(button.left).toBeGreaterThanOrEqual(0);
      expect(button.right).toBeLessThanOrEqual(width);
      const logo = screen.getByRole('link', { name: 'Acme home' }).getBoundingClientRect();
      expect(logo.right).toBeLessThanOrEqual(button.left);
    });
  }

  it('shows the logo at its own size where there is room', async () => {
    await page.viewport(640, 640);
    render(<SiteHeader {...siteLikeProps} />);
    expect(screen.getByRole('link', { name: 'Acme home' }).getBoundingClientRect().width).toBe(240);
  });
});

describe('SiteHeader phone menu (320 px)', () => {
  it('opens from the menu button, and Escape closes it, focus back on the button', async () => {
    await page.viewport(320, 568);
    render(<SiteHeader {...sampleHeaderProps} />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    const panel = panelOf(button);
    await userEvent.click(button);
    expect(isOpen(panel)).toBe(true);
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(within(panel).getByRole('button', { name: 'Close menu' }));
    await userEvent.keyboard('{Escape}');
    expect(isOpen(panel)).toBe(false);
    expect(document.activeElement).toBe(button);
  });
});

describe('SiteHeader dropdowns: focus leaving', () => {
  it('closes an open dropdown once focus moves out of its button and panel', async () => {
    await page.viewport(1280, 800);
    render(
      <>
        <SiteHeader {...sampleHeaderProps} />
        <a href="#after">After the header</a>
      </>,
    );
    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    const services = nav.getByRole('button', { name: 'Services' });
    await userEvent.click(services);
    const panel = panelOf(services);
    expect(isOpen(panel)).toBe(true);
    // Into the panel and through its links: it stays open.
    for (const link of within(panel).getAllByRole('link')) {
      await userEvent.keyboard('{Tab}');
      expect(document.activeElement).toBe(link);
      expect(isOpen(panel)).toBe(true);
    }
    // On to the next entry of the bar: it closes.
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(nav.getByRole('button', { name: 'Industries' }));
    expect(isOpen(panel)).toBe(false);
  });

  it('stays open while focus goes back to its own button', async () => {
    await page.viewport(1280, 800);
    render(<SiteHeader {...sampleHeaderProps} />);
    const services = within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole(
      'button',
      { name: 'Services' },
    );
    await userEvent.click(services);
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(document.activeElement).toBe(services);
    expect(isOpen(panelOf(services))).toBe(true);
  });
});

describe('SiteHeader phone menu: focus never goes behind it (390 px)', () => {
  it('closes when Tab leaves its last control, or Shift+Tab its first', async () => {
    await page.viewport(390, 844);
    render(
      <>
        <SiteHeader {...sampleHeaderProps} />
        <a href="#after">After the header</a>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Open menu' });
    const panel = panelOf(button);
    await userEvent.click(button);
    expect(isOpen(panel)).toBe(true);
    const stops = panel.querySelectorAll('a[href], button').length;
    for (let stop = 0; stop < stops; stop += 1) {
      await userEvent.keyboard('{Tab}');
      expect(panel.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'After the header' }));
    expect(isOpen(panel)).toBe(false);

    await userEvent.click(button);
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(document.activeElement).toBe(button);
    expect(isOpen(panel)).toBe(false);
  });
});

describe('SiteHeader: the dropdown of the current page on the first scroll', () => {
  const tallPage = <div style={{ blockSize: '5000px' }}>Page body</div>;
  const onConsulting = { ...sampleHeaderProps, currentPath: '/consulting' };
  const scrollTo = async (y: number) => {
    window.scrollTo({ top: y, behavior: 'instant' });
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
  };
  afterEach(() => window.scrollTo({ top: 0, behavior: 'instant' }));

  it('shows once past the threshold, closes after half a screen more, and never reopens', async () => {
    await page.viewport(1280, 800);
    render(
      <>
        <SiteHeader {...onConsulting} />
        {tallPage}
      </>,
    );
    const services = within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole(
      'button',
      { name: 'Services' },
    );
    const panel = panelOf(services);
    await scrollTo(10);
    expect(isOpen(panel)).toBe(false);
    await scrollTo(100);
    expect(isOpen(panel)).toBe(true);
    expect(document.activeElement).toBe(document.body); // It takes no focus.
    await scrollTo(100 + 800 / 2 + 10);
    expect(isOpen(panel)).toBe(false);
    await scrollTo(0);
    await scrollTo(300);
    expect(isOpen(panel)).toBe(false);
  });

  it('closes on Escape from anywhere and stays closed as the page scrolls on', async () => {
    await page.viewport(1280, 800);
    render(
      <>
        <SiteHeader {...onConsulting} />
        {tallPage}
      </>,
    );
    const panel = panelOf(screen.getAllByRole('button', { name: 'Services' })[0] as HTMLElement);
    await scrollTo(100);
    expect(isOpen(panel)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(isOpen(panel)).toBe(false);
    await scrollTo(150);
    await scrollTo(40);
    expect(isOpen(panel)).toBe(false);
  });

  it('opens nothing on a phone, where the bar has no dropdowns, or over an open popover', async () => {
    await page.viewport(390, 844);
    render(
      <>
        <SiteHeader {...onConsulting} />
        {tallPage}
      </>,
    );
    const panel = document.querySelector<HTMLElement>('[data-opens-on-scroll]');
    if (!panel) throw new Error('no panel marked to open on scroll');
    await scrollTo(100);
    expect(isOpen(panel)).toBe(false);
    cleanup();

    await page.viewport(1280, 800);
    render(
      <>
        <SiteHeader {...onConsulting} />
        <div popover="manual" id="other">
          Another popover
        </div>
        {tallPage}
      </>,
    );
    document.getElementById('other')?.showPopover();
    await scrollTo(100);
    expect(document.querySelector('[data-opens-on-scroll]')?.matches(':popover-open')).toBe(false);
  });
});

/** Resolves after the next frame's layout, which the header's resize observer reports after. */
const afterNextLayout = () =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe('SiteHeader sticks only while it fits', () => {
  it('writes the scroll padding on <html> after the next layout (forcing none) as a property no element inherits, never a custom property (a change restyles <html> alone, not the page)', async () => {
    await page.viewport(1280, 800);
    render(<SiteHeader {...sampleHeaderProps} />);
    // Measured after the browser's own next layout: starting, it forces none.
    const inline = document.documentElement.style;
    expect(inline.scrollPaddingTop).toBe('');
    await afterNextLayout();
    expect(inline.scrollPaddingTop).toMatch(/^calc\(\d+px \+ 0\.5rem\)$/);
    expect([...inline].filter((property) => property.startsWith('--'))).toEqual([]);
  });

  it('is sticky at the default text size; with text large enough to take over a fifth of the screen it scrolls away', async () => {
    await page.viewport(1280, 800);
    render(<SiteHeader {...sampleHeaderProps} />);
    const header = document.querySelector('header') as HTMLElement;
    const padding = () => getComputedStyle(document.documentElement).scrollPaddingTop;
    expect(getComputedStyle(header).position).toBe('sticky');
    await afterNextLayout();
    const height = header.getBoundingClientRect().height;
    // The scroll padding is the header's height plus the gap (0.5rem).
    expect(padding()).toBe(`${Math.ceil(height) + 8}px`);

    document.documentElement.style.fontSize = '300%';
    await afterNextLayout();
    try {
      expect(header.getBoundingClientRect().height).toBeGreaterThan(800 / 5);
      expect(getComputedStyle(header).position).toBe('relative');
      expect(padding()).toBe(`${3 * 8}px`);
    } finally {
      document.documentElement.style.fontSize = '';
    }
  });
});
