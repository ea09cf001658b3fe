import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthorBox } from './AuthorBox.js';

describe('AuthorBox', () => {
  it('is a complementary region named by the author and shows initials without an avatar', () => {
    render(<AuthorBox name="Priya Sharma" kicker="About the author" bio="Writes about cities." />);
    expect(screen.getByRole('complementary', { name: 'Priya Sharma' })).toBeDefined();
    expect(screen.getByText('PS').getAttribute('aria-hidden')).toBe('true');
  });
});
