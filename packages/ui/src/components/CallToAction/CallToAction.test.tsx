import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CallToAction } from './CallToAction.js';

describe('CallToAction', () => {
  it('renders the heading and both actions as links', () => {
    render(
      <CallToAction
        heading="Ready?"
        body="Talk to us."
        primaryAction={{ label: 'Contact', href: '/contact' }}
        secondaryAction={{ label: 'Services', href: '/services' }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Ready?' })).toBeDefined();
    // A band of the page, found by its heading: not a landmark.
    expect(screen.queryAllByRole('region')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByRole('link', { name: 'Services' }).getAttribute('href')).toBe('/services');
  });

  it('omits the secondary action when not given', () => {
    render(
      <CallToAction heading="Ready?" primaryAction={{ label: 'Contact', href: '/contact' }} />,
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
