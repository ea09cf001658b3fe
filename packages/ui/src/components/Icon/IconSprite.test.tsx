import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon, iconNames } from './Icon.js';
import { IconSprite, iconSpriteSymbols } from './IconSprite.js';

describe('IconSprite', () => {
  it('holds one symbol per icon name and no outer <svg> or comment', () => {
    const ids = [...iconSpriteSymbols.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.sort()).toEqual([...iconNames].sort());
    expect(iconSpriteSymbols.trimStart().startsWith('<symbol')).toBe(true);
    expect(iconSpriteSymbols).not.toContain('</svg>');
    expect(iconSpriteSymbols).not.toContain('<!--');
    expect(iconSpriteSymbols).not.toContain('-->');
  });

  it('parses to exactly its symbols, with no stray text', () => {
    const svg = new DOMParser().parseFromString(
      `<svg xmlns="http://www.w3.org/2000/svg">${iconSpriteSymbols}</svg>`,
      'image/svg+xml',
    ).documentElement;
    expect(svg.querySelector('parsererror')).toBeNull();
    expect([...svg.children].map((child) => child.tagName)).toEqual(iconNames.map(() => 'symbol'));
    const text = [...svg.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE);
    expect(text.map((node) => node.textContent?.trim()).join('')).toBe('');
  });

  it('inlines the symbols so that icons without a provider find theirs in the page', () => {
    const { container } = render(
      <>
        <IconSprite />
        <Icon name="chevron-down" />
      </>,
    );
    const href = container.querySelector('svg[data-icon] > use')?.getAttribute('href');
    expect(href).toBe('#chevron-down');
    const symbol = container.querySelector(`symbol${href}`);
    expect(symbol?.querySelector('path')).not.toBeNull();
  });

  it('is hidden from assistive technology and takes no room', () => {
    const html = renderToStaticMarkup(<IconSprite />);
    expect(html).toMatch(/^<svg aria-hidden="true" focusable="false" width="0" height="0"/);
    expect(html).toContain('position:absolute');
  });
});
