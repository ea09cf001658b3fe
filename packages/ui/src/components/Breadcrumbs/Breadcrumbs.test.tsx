import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './Breadcrumbs.js';

describe('Breadcrumbs', () => {
  it('is a labelled nav with links and aria-current on the last item', () => {
    render(
      <Breadcrumbs
        label="Breadcrumb"
        items={[
          { label: 'Home', href: '/' },
          { label: 'Blog', href: '/blog' },
          { label: 'Smart Cities' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav).toBeDefined();
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/', '/blog']);
    const current = screen.getByText('Smart Cities');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});
