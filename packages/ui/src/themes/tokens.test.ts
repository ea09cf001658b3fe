import { describe, expect, it } from 'vitest';
import type { ThemeValues } from './contract.css.js';
import { contrastRatio } from './contrast.js';
import { contrastTheme, darkTheme, fallbackFontStack, lightTheme } from './tokens.js';

type Pair = { fg: string; bg: string; min: number };

/**
 * Every pairing the components use, with the ratio it must meet: WCAG 2.2 AA for text (4.5:1), or
 * `textMinimum` for a theme that promises more (7:1, AAA, in high contrast).
 */
function pairs(theme: ThemeValues, textMinimum = 4.5): Pair[] {
  const { background, text, action, border, focus, feedback } = theme.color;
  const list: Pair[] = [];
  const add = (fgs: string[], bgs: string[], min: number) => {
    for (const fg of fgs) for (const bg of bgs) list.push({ fg, bg, min });
  };

  // Body text on every neutral background.
  add(
    ['text.primary', 'text.secondary', 'text.link', 'text.accent', 'text.error', 'text.success'],
    [
      'background.page',
      'background.surface',
      'background.raised',
      'background.accentSubtle',
      'background.pinned',
    ],
    textMinimum,
  );
  // Text on brand bands and the primary action.
  add(
    ['text.onBrand', 'text.onBrandSecondary'],
    ['background.brand', 'background.brandStrong'],
    textMinimum,
  );
  add(['text.onBrand'], ['action.primary', 'action.primaryHover'], textMinimum);
  add(['action.primaryText'], ['action.primary', 'action.primaryHover'], textMinimum);
  add(['action.secondaryText'], ['action.secondary', 'action.secondaryHover'], textMinimum);
  add(['feedback.errorText'], ['feedback.errorBackground'], textMinimum);
  add(['feedback.successText'], ['feedback.successBackground'], textMinimum);
  // Non-text contrast: focus ring and form control edges.
  add(
    ['focus.ring', 'border.control', 'border.error'],
    ['background.page', 'background.surface', 'background.raised', 'background.pinned'],
    3,
  );

  const lookup: Record<string, Record<string, string>> = {
    background,
    text,
    action,
    border,
    focus,
    feedback,
  };
  return list.map(({ fg, bg, min }) => {
    const [fgGroup = '', fgKey = ''] = fg.split('.');
    const [bgGroup = '', bgKey = ''] = bg.split('.');
    const fgValue = lookup[fgGroup]?.[fgKey];
    const bgValue = lookup[bgGroup]?.[bgKey];
    if (!fgValue || !bgValue) throw new Error(`Unknown token ${fg} or ${bg}`);
    return { fg: `${fg} ${fgValue}`, bg: `${bg} ${bgValue}`, min };
  });
}

describe.each([
  ['light', lightTheme, 4.5],
  ['dark', darkTheme, 4.5],
  ['high-contrast', contrastTheme, 7],
])('%s theme contrast', (_name, theme, textMinimum) => {
  const cases = pairs(theme, textMinimum);

  it('checks a meaningful number of pairs', () => {
    expect(cases.length).toBeGreaterThan(40);
  });

  it.each(cases)('$fg on $bg meets $min:1', ({ fg, bg, min }) => {
    const ratio = contrastRatio(fg.split(' ')[1] ?? '', bg.split(' ')[1] ?? '');
    expect(ratio).toBeGreaterThanOrEqual(min);
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('fallbackFontStack', () => {
  it('is what follows Inter in every theme, so a page can put its own face in place of Inter', () => {
    for (const theme of [lightTheme, darkTheme, contrastTheme]) {
      expect(theme.font.body).toBe(`'Inter Variable', ${fallbackFontStack}`);
      expect(theme.font.heading).toBe(theme.font.body);
    }
    expect(fallbackFontStack).not.toContain('Inter Variable');
    expect(fallbackFontStack).toMatch(/^'Inter Fallback',.*sans-serif$/);
  });
});
