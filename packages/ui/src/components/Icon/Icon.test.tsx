import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon, iconNames } from './Icon.js';
import { IconSpriteProvider } from './IconSpriteProvider.js';

const useOf = (container: HTMLElement) => container.querySelector('svg > use');

describe('Icon', () => {
  it('is decorative by default', () => {
    const { container } = render(<Icon name="shield" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('focusable')).toBe('false');
    expect(svg?.getAttribute('data-icon')).toBe('shield');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('with a label is an image with that name', () => {
    render(<Icon name="phone" label="Phone" />);
    const img = screen.getByRole('img', { name: 'Phone' });
    expect(img.getAttribute('aria-hidden')).toBeNull();
  });

  it('draws the symbol of its name from the sprite the provider names', () => {
    const { container } = render(
      <IconSpriteProvider href="/assets/icons-Ab12.svg">
        <Icon name="map-pin" />
      </IconSpriteProvider>,
    );
    expect(useOf(container)?.getAttribute('href')).toBe('/assets/icons-Ab12.svg#map-pin');
  });

  it('without a provider, points at a symbol inlined in the page', () => {
    const { container } = render(<Icon name="chevron-down" />);
    expect(useOf(container)?.getAttribute('href')).toBe('#chevron-down');
  });
});

describe('icons.svg', () => {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'icons.svg');
  const sprite = new DOMParser().parseFromString(readFileSync(file, 'utf8'), 'image/svg+xml');
  const symbols = [...sprite.documentElement.children].filter((el) => el.tagName === 'symbol');

  it('is well-formed SVG', () => {
    expect(sprite.querySelector('parsererror')).toBeNull();
    expect(sprite.documentElement.tagName).toBe('svg');
  });

  it('holds exactly one symbol per icon name, and nothing else', () => {
    expect(symbols.length).toBe(sprite.documentElement.children.length);
    expect(symbols.map((symbol) => symbol.id).sort()).toEqual([...iconNames].sort());
  });

  it('draws every symbol on the 24 × 24 grid the Icon shows', () => {
    for (const symbol of symbols) {
      expect(symbol.getAttribute('viewBox'), symbol.id).toBe('0 0 24 24');
      expect(symbol.children.length, symbol.id).toBeGreaterThan(0);
    }
  });

  it('paints only with the text colour, so icons follow the theme and forced colours', () => {
    for (const element of sprite.querySelectorAll('*')) {
      for (const attribute of ['fill', 'stroke', 'color', 'style', 'class']) {
        const value = element.getAttribute(attribute);
        if (value === null) continue;
        expect(['fill', 'stroke'], `${attribute} on a <${element.tagName}>`).toContain(attribute);
        expect(['none', 'currentColor'], `${attribute}="${value}"`).toContain(value);
      }
    }
  });
});
