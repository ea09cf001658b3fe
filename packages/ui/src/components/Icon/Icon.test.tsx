import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon, iconNames } from './Icon';
import { iconPaths } from './icons';

describe('Icon', () => {
  it('is decorative by default', () => {
    const { container } = render(<Icon name="shield" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('with a label is an image with that name', () => {
    render(<Icon name="phone" label="Phone" />);
    expect(screen.getByRole('img', { name: 'Phone' })).toBeDefined();
  });

  it('has a drawing for every listed name', () => {
    expect(iconNames.length).toBeGreaterThanOrEqual(32);
    for (const name of iconNames) {
      expect(iconPaths[name], name).toBeDefined();
      const { container, unmount } = render(<Icon name={name} />);
      expect(container.querySelector('svg')?.childElementCount, name).toBeGreaterThan(0);
      unmount();
    }
  });
});
