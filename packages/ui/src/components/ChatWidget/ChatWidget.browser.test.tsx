import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ChatWidget } from './ChatWidget.js';

/*
 * Real key presses and clicks (Playwright) in Chromium: Escape and a click outside are the
 * browser's light dismiss of the `popover="auto"` card; Tab out of the card is the hydrated
 * widget's own rule.
 */

afterEach(() => cleanup());

const props = {
  delayMs: 0,
  title: 'Talk to us',
  body: 'Questions about a project?',
  action: { label: 'Send a message', href: '#contact' },
  openLabel: 'Open chat',
  closeLabel: 'Close chat',
};

function setup() {
  render(
    <>
      <p>Page body</p>
      <ChatWidget {...props} />
      <a href="#after">After the widget</a>
    </>,
  );
  const bubble = screen.getByRole('button', { name: 'Open chat' });
  const card = document.getElementById(bubble.getAttribute('popovertarget') ?? '') as HTMLElement;
  return { bubble, card, isOpen: () => card.matches(':popover-open') };
}

describe('ChatWidget with real input', () => {
  it('Escape closes the card and returns focus to the bubble', async () => {
    await page.viewport(1280, 800);
    const { bubble, card, isOpen } = setup();
    await userEvent.click(bubble);
    expect(isOpen()).toBe(true);
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(within(card).getByRole('button', { name: 'Close chat' }));
    await userEvent.keyboard('{Escape}');
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(bubble);
  });

  it('a click outside closes the card', async () => {
    const { bubble, isOpen } = setup();
    await userEvent.click(bubble);
    expect(isOpen()).toBe(true);
    await userEvent.click(screen.getByText('Page body'));
    expect(isOpen()).toBe(false);
  });

  it('closes when focus leaves the widget (Tab past the card)', async () => {
    const { bubble, card, isOpen } = setup();
    await userEvent.click(bubble);
    await userEvent.keyboard('{Tab}'); // close button
    await userEvent.keyboard('{Tab}'); // action link
    expect(document.activeElement).toBe(within(card).getByRole('link', { name: 'Send a message' }));
    expect(isOpen()).toBe(true);
    await userEvent.keyboard('{Tab}');
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'After the widget' }));
  });

  it('fits a 320 px screen above the bubble', async () => {
    await page.viewport(320, 568);
    const { bubble, card } = setup();
    await userEvent.click(bubble);
    await new Promise((resolve) => setTimeout(resolve, 400)); // the entrance animation
    const box = card.getBoundingClientRect();
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.bottom).toBeLessThanOrEqual(bubble.getBoundingClientRect().top);
  });
});
