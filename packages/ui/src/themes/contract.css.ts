import { createGlobalThemeContract } from '@vanilla-extract/css';

/**
 * The theme contract: every value a brand fills in. Variable names are stable and readable
 * (`--lm-color-text-primary`) so that another site can theme the components without our build.
 *
 * Colour tokens are named by their job, never by a component. The note on each says where it is
 * used and the contrast (WCAG 2.2 AA) it must meet there; `tokens.test.ts` checks every pairing
 * in both themes.
 */
export const themeShape = {
  color: {
    background: {
      /** The page itself. Every text.* on it: 4.5:1; border.control, border.error, focus.ring: 3:1. */
      page: null,
      /** Tinted bands and cards. As `page`: text.* 4.5:1, controls and focus ring 3:1. */
      surface: null,
      /** Surfaces above the page (cards, menus, dialogs). As `page`. */
      raised: null,
      /** Brand bands (hero, call to action). text.onBrand and text.onBrandSecondary on it: 4.5:1. */
      brand: null,
      /** The darker brand band. As `brand`. */
      brandStrong: null,
      /** A faint accent tint behind text. Every text.* on it: 4.5:1. */
      accentSubtle: null,
      /**
       * Opaque chrome pinned over scrolling content (the header bar once the page scrolls; the
       * browser's theme colour). As `page`: text.* 4.5:1, controls and focus ring 3:1.
       */
      pinned: null,
    },
    /** Text: 4.5:1 on every background it is used on (see each background). */
    text: {
      primary: null,
      secondary: null,
      /** On background.brand, background.brandStrong and action.primary(Hover): 4.5:1. */
      onBrand: null,
      /** On background.brand and background.brandStrong: 4.5:1. */
      onBrandSecondary: null,
      link: null,
      accent: null,
      error: null,
      success: null,
    },
    /** Buttons: each *Text on its fill and on its hover fill: 4.5:1. */
    action: {
      primary: null,
      primaryHover: null,
      primaryText: null,
      secondary: null,
      secondaryHover: null,
      secondaryText: null,
    },
    border: {
      /** Dividers only, never the sole edge of a control: no minimum. */
      subtle: null,
      /** The edge of a form control: 3:1 on every neutral background. */
      control: null,
      /** The edge of an invalid control: 3:1 on every neutral background. */
      error: null,
    },
    focus: {
      /** The focus indicator: 3:1 on every neutral background. */
      ring: null,
    },
    /** Notices: each *Text on its *Background: 4.5:1. */
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
