import { describe, expect, it } from 'vitest';
import type { ThemeValues } from './contract.css';
import { contrastRatio } from './contrast';
import { darkTheme, lightTheme } from './tokens';

type Pair = { fg: string; bg: string; min: number };

/** Every pairing the components use, with the WCAG 2.2 AA ratio it must meet. */
function pairs(theme: ThemeValues): Pair[] {
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
    4.5,
  );
  // Text on brand bands and the primary action.
  add(
    ['text.onBrand', 'text.onBrandSecondary'],
    ['background.brand', 'background.brandStrong'],
    4.5,
  );
  add(['text.onBrand'], ['action.primary', 'action.primaryHover'], 4.5);
  add(['action.primaryText'], ['action.primary', 'action.primaryHover'], 4.5);
  add(['action.secondaryText'], ['action.secondary', 'action.secondaryHover'], 4.5);
  add(['feedback.errorText'], ['feedback.errorBackground'], 4.5);
  add(['feedback.successText'], ['feedback.successBackground'], 4.5);
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
  ['light', lightTheme],
  ['dark', darkTheme],
])('%s theme contrast', (_name, theme) => {
  const cases = pairs(theme);

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
