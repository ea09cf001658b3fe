import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Hero } from './Hero.js';

describe('Hero', () => {
  it('renders one h1, and no region landmark (the h1 already opens main)', () => {
    render(<Hero title="Where Innovation Meets Illumination" lead="Intro" eyebrow="Kicker" />);
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1.textContent).toBe('Where Innovation Meets Illumination');
    expect(screen.queryAllByRole('region')).toHaveLength(0);
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });
});
