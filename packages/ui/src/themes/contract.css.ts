import { createGlobalThemeContract } from '@vanilla-extract/css';

/**
 * The theme contract: every value a brand fills in. Variable names are stable and readable
 * (`--lm-color-text-primary`) so that another site can theme the components without our build.
 *
 * Colour tokens are named by their job. Contrast each must meet (WCAG 2.2 AA), checked by
 * `tokens.test.ts` for every theme:
 * - text.* on every background.* it is used on: 4.5:1
 * - text.onBrand on background.brand and action.primary: 4.5:1
 * - border.control (form field edges) and focus.ring on background.page/surface: 3:1
 */
export const themeShape = {
  color: {
    background: {
      page: null,
      surface: null,
      raised: null,
      brand: null,
      brandStrong: null,
      accentSubtle: null,
      headerScrolled: null,
    },
    text: {
      primary: null,
      secondary: null,
      onBrand: null,
      onBrandSecondary: null,
      link: null,
      accent: null,
      error: null,
      success: null,
    },
    action: {
      primary: null,
      primaryHover: null,
      primaryText: null,
      secondary: null,
      secondaryHover: null,
      secondaryText: null,
    },
    border: {
      subtle: null,
      control: null,
      error: null,
    },
    focus: {
      ring: null,
    },
    feedback: {
      errorBackground: null,
      errorText: null,
      successBackground: null,
      successText: null,
    },
  },
  shadow: {
    small: null,
    medium: null,
    large: null,
    header: null,
  },
  font: {
    body: null,
    heading: null,
    mono: null,
  },
} as const;

type Leaves<T> = { [K in keyof T]: T[K] extends null ? string : Leaves<T[K]> };
/** The values a colour theme (light or dark) provides for the contract. */
export type ThemeValues = Leaves<typeof themeShape>;

export const vars = createGlobalThemeContract(themeShape, (_value, path) => `lm-${path.join('-')}`);
