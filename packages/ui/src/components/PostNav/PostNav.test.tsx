import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PostNav } from './PostNav.js';

const base = {
  label: 'More articles',
  previousLabel: 'Previous',
  nextLabel: 'Next',
  all: { href: '/blog', label: 'All posts' },
};

describe('PostNav', () => {
  it('links previous, all and next, each named with direction and title', () => {
    render(
      <PostNav
        {...base}
        previous={{ href: '/blog/a', title: 'Post A' }}
        next={{ href: '/blog/c', title: 'Post C' }}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'More articles' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Previous Post A' }).getAttribute('href')).toBe(
      '/blog/a',
    );
    expect(screen.getByRole('link', { name: 'Next Post C' }).getAttribute('href')).toBe('/blog/c');
    expect(screen.getByRole('link', { name: 'All posts' }).getAttribute('href')).toBe('/blog');
  });

  it('omits the previous link on the first post and the next link on the last', () => {
    const { unmount } = render(<PostNav {...base} next={{ href: '/blog/b', title: 'Post B' }} />);
    expect(screen.queryByRole('link', { name: /Previous/ })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(2);
    unmount();
    render(<PostNav {...base} previous={{ href: '/blog/h', title: 'Post H' }} />);
    expect(screen.queryByRole('link', { name: /Next/ })).toBeNull();
  });
});
