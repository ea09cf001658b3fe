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

  it('renders its actions as the same pair of links as CallToAction, on-brand on the brand tone', () => {
    const actions = {
      primaryAction: { label: 'Talk to us', href: '/contact' },
      secondaryAction: { label: 'Services', href: '/services' },
    };
    const { container, rerender } = render(<Hero title="Title" {...actions} />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/contact', '/services']);
    const defaultClasses = links.map((link) => link.className);
    rerender(<Hero title="Title" tone="brand" {...actions} />);
    const brandClasses = screen.getAllByRole('link').map((link) => link.className);
    expect(brandClasses[0]).not.toBe(defaultClasses[0]);
    expect(brandClasses[1]).not.toBe(defaultClasses[1]);
    rerender(<Hero title="Title" />);
    expect(container.querySelectorAll('a')).toHaveLength(0);
  });
});
