import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ColorModeToggle } from '../../colorMode/ColorModeToggle';
import { SiteHeader } from './SiteHeader';
import { sampleHeaderProps } from './SiteHeader.fixtures';

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
