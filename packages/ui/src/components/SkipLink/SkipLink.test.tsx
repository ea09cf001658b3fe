import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SkipLink } from './SkipLink.js';

describe('SkipLink', () => {
  it('is the first tab stop and points at the target', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SkipLink targetId="main">Skip to main content</SkipLink>
        <button type="button">Menu</button>
        <main id="main" tabIndex={-1}>
          Content
        </main>
      </>,
    );
    await user.tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.activeElement).toBe(link);
    expect(link.getAttribute('href')).toBe('#main');
  });

  it('is moved off screen until focused', () => {
    render(<SkipLink targetId="main">Skip</SkipLink>);
    const link = screen.getByRole('link', { name: 'Skip' });
    expect(getComputedStyle(link).transform).toBe('translateY(-200%)');
    link.focus();
    expect(getComputedStyle(link).transform).toBe('none');
  });
});
