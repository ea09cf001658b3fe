import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatWidget, type ChatWidgetProps } from './ChatWidget';

const props: ChatWidgetProps = {
  title: 'Talk to us',
  body: 'Questions about a project? We answer during office hours.',
  action: { label: 'Send a message', href: '/contact' },
  openLabel: 'Open chat',
  closeLabel: 'Close chat',
};

const bubble = () => screen.getByRole('button', { name: 'Open chat' });
const press = (el: HTMLElement) => {
  act(() => {
    fireEvent.pointerDown(el, { pointerType: 'mouse', button: 0 });
    fireEvent.pointerUp(el, { pointerType: 'mouse', button: 0 });
    fireEvent.click(el);
  });
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ChatWidget', () => {
  it('renders nothing for 3000 ms, then a collapsed bubble', () => {
    const { container } = render(<ChatWidget {...props} />);
    expect(container.innerHTML).toBe('');
    act(() => vi.advanceTimersByTime(2999));
    expect(container.innerHTML).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(bubble().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('honours a custom delay', () => {
    render(<ChatWidget {...props} delayMs={500} />);
    act(() => vi.advanceTimersByTime(500));
    expect(bubble()).toBeTruthy();
  });

  it('expands to a card with the heading and action, and collapses again', () => {
    render(<ChatWidget {...props} />);
    act(() => vi.advanceTimersByTime(3000));
    press(bubble());
    expect(bubble().getAttribute('aria-expanded')).toBe('true');
    const card = screen.getByRole('region', { name: 'Talk to us' });
    expect(bubble().getAttribute('aria-controls')).toBe(card.id);
    expect(screen.getByRole('heading', { name: 'Talk to us' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send a message' }).getAttribute('href')).toBe(
      '/contact',
    );

    press(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(bubble().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(bubble());
  });

  it('collapses with Escape and returns focus to the bubble', () => {
    render(<ChatWidget {...props} />);
    act(() => vi.advanceTimersByTime(3000));
    press(bubble());
    const link = screen.getByRole('link', { name: 'Send a message' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.activeElement).toBe(bubble());
  });

  it('is keyboard operable', async () => {
    render(<ChatWidget {...props} />);
    act(() => vi.advanceTimersByTime(3000));
    const button = bubble();
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
    act(() => button.focus());
    // A native button: the browser turns Enter and Space into a click (user-event runs on real timers).
    vi.useRealTimers();
    const user = userEvent.setup();
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard(' ');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('clears its timer on unmount', () => {
    const { unmount } = render(<ChatWidget {...props} />);
    unmount();
    expect(() => act(() => vi.advanceTimersByTime(5000))).not.toThrow();
  });
});
