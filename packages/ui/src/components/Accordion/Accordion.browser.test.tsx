import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Accordion } from './Accordion.js';

/* Real key presses (Playwright) in Chromium: the summary's Enter and Space are the browser's own. */

afterEach(() => cleanup());

const items = [
  { id: 'reply', title: 'How fast do you reply?', content: 'Within one working day.' },
  { id: 'cost', title: 'Is the consultation free?', content: 'Yes.' },
];

describe('Accordion with the keyboard', () => {
  it('Tab reaches each summary; Enter and Space toggle; one open at a time', async () => {
    render(<Accordion items={items} />);
    const [first, second] = [...document.querySelectorAll('details')];
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement?.textContent).toBe('How fast do you reply?');
    await userEvent.keyboard('{Enter}');
    expect(first?.open).toBe(true);
    expect(screen.getByText('Within one working day.')).toBeTruthy();
    await userEvent.keyboard(' ');
    expect(first?.open).toBe(false);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    expect(second?.open).toBe(true);
    expect(first?.open).toBe(false);
  });
});
