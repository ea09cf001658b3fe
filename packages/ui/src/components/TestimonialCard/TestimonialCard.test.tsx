import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestimonialCard } from './TestimonialCard.js';

describe('TestimonialCard', () => {
  it('is a figure with the quote in a blockquote and the author in the caption', () => {
    const { container } = render(
      <TestimonialCard
        content="They delivered on time."
        author="A. Rao"
        position="Director"
        company="Department of IT"
      />,
    );
    const figure = screen.getByRole('figure');
    expect(container.querySelector('blockquote')?.textContent).toBe('They delivered on time.');
    expect(figure.querySelector('figcaption')?.textContent).toBe(
      'A. RaoDirector, Department of IT',
    );
  });
});
