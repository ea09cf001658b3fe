import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon, iconNames } from './Icon';
import { IconSprite, iconSpriteSymbols } from './IconSprite';

describe('IconSprite', () => {
  it('holds one symbol per icon name and no outer <svg> or comment', () => {
    const ids = [...iconSpriteSymbols.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.sort()).toEqual([...iconNames].sort());
    expect(iconSpriteSymbols.trimStart().startsWith('<symbol')).toBe(true);
    expect(iconSpriteSymbols).not.toContain('</svg>');
    expect(iconSpriteSymbols).not.toContain('<!--');
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
