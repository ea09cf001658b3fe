import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArticleMeta } from './ArticleMeta.js';

describe('ArticleMeta', () => {
  it('lists labelled fields with a machine-readable date and a category link', () => {
    const { container } = render(
      <ArticleMeta
        author="Priya Sharma"
        date="May 15, 2025"
        dateTime="2025-05-15"
        category={{ label: 'Smart Cities', href: '/blog/category/smart-cities' }}
        labels={{ author: 'Author', date: 'Published', category: 'Category' }}
      />,
    );
    expect(screen.getByText('Author').tagName).toBe('DT');
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe('2025-05-15');
    expect(screen.getByRole('link', { name: 'Smart Cities' }).getAttribute('href')).toBe(
      '/blog/category/smart-cities',
    );
  });
});
