import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckList, List } from './List.js';

describe('List', () => {
  it('CheckList renders a list of items with decorative check marks', () => {
    render(<CheckList items={['Fast', 'Secure']} aria-label="Benefits" />);
    const list = screen.getByRole('list', { name: 'Benefits' });
    expect(list.tagName).toBe('UL');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Fast', 'Secure']);
    expect(list.querySelectorAll('[aria-hidden="true"] svg[data-icon="check"]')).toHaveLength(2);
  });

  it('numbered lists are ordered lists', () => {
    render(<List items={['One', 'Two']} marker="number" />);
    expect(screen.getByRole('list').tagName).toBe('OL');
  });
});
