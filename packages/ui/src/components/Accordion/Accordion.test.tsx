import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './Accordion';

const items = [
  { id: 'reply', title: 'How fast do you reply?', content: 'Within one working day.' },
  {
    id: 'cost',
    title: 'Is the consultation free?',
    content: 'Yes, the first consultation is free.',
  },
];

describe('Accordion', () => {
  it('renders each trigger as a button inside a heading, collapsed', () => {
    render(<Accordion items={items} />);
    const trigger = screen.getByRole('button', { name: 'How fast do you reply?' });
    expect(trigger.closest('h3')).not.toBeNull();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    // Closed panels stay in the DOM (hidden="until-found") but are hidden from everyone.
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    expect(panel?.hasAttribute('hidden')).toBe(true);
  });

  it('toggles with the keyboard (Enter and Space) and links the panel', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const trigger = screen.getByRole('button', { name: 'How fast do you reply?' });
    await user.tab();
    expect(document.activeElement).toBe(trigger);
    await user.keyboard('{Enter}');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const panelId = trigger.getAttribute('aria-controls');
    expect(panelId).toBeTruthy();
    const panel = document.getElementById(panelId ?? '');
    expect(panel?.textContent).toBe('Within one working day.');
    expect(screen.getByText('Within one working day.')).toBeDefined();
    await user.keyboard(' ');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens one panel at a time unless allowsMultipleExpanded', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Accordion items={items} />);
    await user.click(screen.getByRole('button', { name: 'How fast do you reply?' }));
    await user.click(screen.getByRole('button', { name: 'Is the consultation free?' }));
    expect(
      screen.getByRole('button', { name: 'How fast do you reply?' }).getAttribute('aria-expanded'),
    ).toBe('false');
    unmount();
    render(<Accordion items={items} allowsMultipleExpanded defaultExpandedKeys={['reply']} />);
    await user.click(screen.getByRole('button', { name: 'Is the consultation free?' }));
    const expanded = screen
      .getAllByRole('button')
      .filter((b) => b.getAttribute('aria-expanded') === 'true');
    expect(expanded).toHaveLength(2);
  });
});
