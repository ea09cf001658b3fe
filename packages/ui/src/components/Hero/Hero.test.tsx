import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Hero } from './Hero';

describe('Hero', () => {
  it('renders one h1 that labels the hero region', () => {
    render(<Hero title="Where Innovation Meets Illumination" lead="Intro" eyebrow="Kicker" />);
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1.textContent).toBe('Where Innovation Meets Illumination');
    expect(
      screen.getByRole('region', { name: 'Where Innovation Meets Illumination' }),
    ).toBeDefined();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });
});
