import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
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

  it('closes panels with hidden="until-found" and labels each panel by its trigger', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const trigger = screen.getByRole('button', { name: 'How fast do you reply?' });
    const panel = panelOf(trigger);
    expect(panel.getAttribute('hidden')).toBe('until-found');
    expect(panel.getAttribute('role')).toBe('group');
    expect(panel.getAttribute('aria-labelledby')).toBe(trigger.id);
    await user.click(trigger);
    expect(panel.hasAttribute('hidden')).toBe(false);
    expect(panel.hasAttribute('aria-hidden')).toBe(false);
    await user.click(trigger);
    expect(panel.getAttribute('hidden')).toBe('until-found');
    expect(panel.getAttribute('aria-hidden')).toBe('true');
  });

  it('opens the panel in-page search finds (beforematch), closing the open one', () => {
    render(<Accordion items={items} defaultExpandedKeys={['reply']} />);
    const first = screen.getByRole('button', { name: 'How fast do you reply?' });
    const second = screen.getByRole('button', { name: 'Is the consultation free?' });
    const panel = panelOf(second);
    // The browser removes `hidden` itself, then fires the event.
    panel.removeAttribute('hidden');
    act(() => {
      panel.dispatchEvent(new Event('beforematch'));
    });
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hasAttribute('hidden')).toBe(false);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(first).getAttribute('hidden')).toBe('until-found');
  });

  it('opens the default keys (only the first unless allowsMultipleExpanded)', () => {
    const { unmount } = render(<Accordion items={items} defaultExpandedKeys={['cost', 'reply']} />);
    const expanded = () =>
      screen
        .getAllByRole('button')
        .filter((button) => button.getAttribute('aria-expanded') === 'true')
        .map((button) => button.textContent);
    expect(expanded()).toEqual(['Is the consultation free?']);
    unmount();
    render(
      <Accordion items={items} allowsMultipleExpanded defaultExpandedKeys={['cost', 'reply']} />,
    );
    expect(expanded()).toHaveLength(2);
  });

  it('puts the triggers in headings of headingLevel', () => {
    render(<Accordion items={items} headingLevel={2} />);
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(items.map((item) => item.title));
    expect(headings[0]?.querySelector('button[aria-expanded]')).not.toBeNull();
  });

  it('renders closed panels hidden in the server HTML, so answers never flash open', () => {
    const html = renderToString(<Accordion items={items} defaultExpandedKeys={['cost']} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    const panels = container.querySelectorAll('[role="group"]');
    expect(panels).toHaveLength(2);
    expect(panels[0]?.hasAttribute('hidden')).toBe(true);
    expect(panels[1]?.hasAttribute('hidden')).toBe(false);
    expect(container.querySelector('[aria-expanded="true"]')?.textContent).toBe(
      'Is the consultation free?',
    );
  });
});

function panelOf(trigger: HTMLElement): HTMLElement {
  const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('no panel for the trigger');
  return panel;
}
