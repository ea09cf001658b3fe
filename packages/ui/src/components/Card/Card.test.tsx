import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card.js';

describe('Card', () => {
  it('with href renders exactly one link, named by the title only', () => {
    render(
      <Card
        title="Cloud Migration"
        href="/services#cloud-devops"
        actionLabel="Learn more"
        icon="cloud"
      >
        Move workloads safely.
      </Card>,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/services#cloud-devops');
    expect(links[0]?.textContent).toBe('Cloud Migration');
    expect(screen.getByRole('link', { name: 'Cloud Migration' })).toBeDefined();
    // The visual "Learn more" cue is not a second link and is hidden from screen readers.
    expect(screen.getByText('Learn more').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('puts the title in a heading of the requested level, containing the link', () => {
    render(<Card title="AI" headingLevel={2} href="/ai" />);
    const heading = screen.getByRole('heading', { level: 2, name: 'AI' });
    expect(within(heading).getByRole('link')).toBeDefined();
  });

  it('without href has no link and shows its footer', () => {
    render(
      <Card title="Integrity" footer={<span>Footer note</span>}>
        We keep our word.
      </Card>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Footer note')).toBeDefined();
    expect(screen.getByText('We keep our word.').tagName).toBe('P');
  });
});
