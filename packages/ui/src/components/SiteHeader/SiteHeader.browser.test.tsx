import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
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
