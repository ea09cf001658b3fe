import type { ThemeValues } from './contract.css.js';

/**
 * Tier 1: the raw brand palette. Components never use these directly; they use the
 * meaning-named tokens of the theme contract, which point here.
 */
export const palette = {
  navy950: '#061423',
  navy900: '#0a2540',
  navy800: '#0b3b66',
  navy700: '#0f4c81',
  navy600: '#155e9e',
  navy100: '#dbe8f5',
  navy50: '#eef4fa',
  teal800: '#0b5e58',
  teal700: '#0f766e',
  teal300: '#5eead4',
  teal200: '#99f6e4',
  sky300: '#7cc4f2',
  sky200: '#bae0fa',
  slate950: '#0b1622',
  slate900: '#0e1f30',
  slate850: '#132a40',
  slate800: '#1c3650',
  slate600: '#4a627a',
  slate500: '#5d7388',
  slate400: '#738aa0',
  slate300: '#a9bccd',
  slate200: '#cfdbe6',
  slate100: '#e8f1f8',
  white: '#ffffff',
  red700: '#b3261e',
  red300: '#ffb4ab',
  red50: '#fdecea',
  red950: '#3b0d0a',
  green700: '#1b6e3a',
  green300: '#8fdca8',
  green50: '#e8f5ec',
  green950: '#0b2a16',
  black: '#000000',
  grey950: '#0f0f0f',
  grey900: '#1a1a1a',
  grey500: '#8c8c8c',
  grey100: '#f0f0f0',
  yellow300: '#ffff66',
  aqua300: '#66ffe0',
  navy650: '#1f4e8c',
  navy750: '#163a69',
  red200: '#ffb3b3',
  red975: '#2b0000',
  green200: '#a8ffbf',
  green975: '#002b0d',
} as const;

/** The family name of Inter's metric-matched fallback faces (fontFallback.css.ts). */
export const interFallbackFamily = 'Inter Fallback';

/**
 * What follows Inter in the themes' font stack: the metric-matched fallback face
 * (fontFallback.css.ts), then the system's sans-serif. A page whose own face comes first and that
 * needs no Latin web font (a page in another script, with only a few Latin words) can put its face
 * before this and download no Inter.
 */
export const fallbackFontStack = `'${interFallbackFamily}', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`;
/** Inter first; the metric-matched fallback face keeps the swap free of layout shift. */
const fontStack = `'Inter Variable', ${fallbackFontStack}`;
const monoStack = `ui-monospace, SFMono-Regular, Menlo, Consolas, monospace`;

/**
 * A theme's values, as given. The call is marked pure so that a bundle which uses only the scales
 * below (an island reading `headerScrollThreshold`) drops both themes and the palette they read.
 */
function theme(values: () => ThemeValues): ThemeValues {
  return values();
}

export const lightTheme: ThemeValues = /* @__PURE__ */ theme(() => ({
  color: {
    background: {
      page: palette.white,
      surface: palette.navy50,
      raised: palette.white,
      brand: palette.navy800,
      brandStrong: palette.navy900,
      accentSubtle: '#e6f6f4',
      pinned: palette.white,
    },
    text: {
      primary: palette.slate950,
      secondary: palette.slate600,
      onBrand: palette.white,
      onBrandSecondary: palette.slate100,
      link: palette.navy600,
      accent: palette.teal700,
      error: palette.red700,
      success: palette.green700,
    },
    action: {
      primary: palette.navy800,
      primaryHover: palette.navy900,
      primaryText: palette.white,
      secondary: palette.white,
      secondaryHover: palette.navy50,
      secondaryText: palette.navy800,
    },
    border: {
      subtle: palette.slate200,
      control: palette.slate500,
      error: palette.red700,
    },
    focus: { ring: palette.navy600 },
    feedback: {
      errorBackground: palette.red50,
      errorText: palette.red700,
      successBackground: palette.green50,
      successText: palette.green700,
    },
  },
  shadow: {
    small: '0 1px 2px rgb(10 37 64 / 0.08)',
    medium: '0 4px 12px rgb(10 37 64 / 0.10)',
    large: '0 12px 32px rgb(10 37 64 / 0.14)',
    header: '0 2px 12px rgb(10 37 64 / 0.12)',
  },
  font: { body: fontStack, heading: fontStack, mono: monoStack },
}));

export const darkTheme: ThemeValues = /* @__PURE__ */ theme(() => ({
  color: {
    background: {
      page: palette.slate950,
      surface: palette.slate900,
      raised: palette.slate850,
      brand: palette.navy900,
      brandStrong: palette.navy950,
      accentSubtle: '#0d2b2c',
      pinned: palette.slate900,
    },
    text: {
      primary: palette.slate100,
      secondary: palette.slate300,
      onBrand: palette.white,
      onBrandSecondary: palette.slate200,
      link: palette.sky300,
      accent: palette.teal300,
      error: palette.red300,
      success: palette.green300,
    },
    action: {
      // Teal fill with white text, so text.onBrand also reads on it (4.5:1, see tokens.test.ts).
      primary: palette.teal700,
      primaryHover: palette.teal800,
      primaryText: palette.white,
      secondary: palette.slate850,
      secondaryHover: palette.slate800,
      secondaryText: palette.slate100,
    },
    border: {
      subtle: palette.slate800,
      control: palette.slate400,
      error: palette.red300,
    },
    focus: { ring: palette.sky300 },
    feedback: {
      errorBackground: palette.red950,
      errorText: palette.red300,
      successBackground: palette.green950,
      successText: palette.green300,
    },
  },
  shadow: {
    small: '0 1px 2px rgb(0 0 0 / 0.4)',
    medium: '0 4px 12px rgb(0 0 0 / 0.45)',
    large: '0 12px 32px rgb(0 0 0 / 0.5)',
    header: '0 2px 12px rgb(0 0 0 / 0.55)',
  },
  font: { body: fontStack, heading: fontStack, mono: monoStack },
}));

/**
 * High contrast: white and yellow on black, every text pair at least 7:1 (WCAG AAA, checked by
 * tokens.test.ts), visible edges on every card and control. Chosen from the accessibility tool bar,
 * and by default for visitors whose system asks for more contrast. Under `forced-colors: active`
 * the system's own colours replace all of these.
 */
export const contrastTheme: ThemeValues = /* @__PURE__ */ theme(() => ({
  color: {
    background: {
      page: palette.black,
      surface: palette.grey950,
      raised: palette.black,
      brand: palette.navy950,
      brandStrong: palette.black,
      accentSubtle: palette.grey950,
      pinned: palette.black,
    },
    text: {
      primary: palette.white,
      secondary: palette.grey100,
      onBrand: palette.white,
      onBrandSecondary: palette.grey100,
      link: palette.yellow300,
      accent: palette.aqua300,
      error: palette.red200,
      success: palette.green200,
    },
    action: {
      primary: palette.navy650,
      primaryHover: palette.navy750,
      primaryText: palette.white,
      secondary: palette.black,
      secondaryHover: palette.grey900,
      secondaryText: palette.yellow300,
    },
    border: {
      subtle: palette.grey500,
      control: palette.white,
      error: palette.red200,
    },
    focus: { ring: palette.yellow300 },
    feedback: {
      errorBackground: palette.red975,
      errorText: palette.red200,
      successBackground: palette.green975,
      successText: palette.green200,
    },
  },
  shadow: {
    small: 'none',
    medium: 'none',
    large: `0 0 0 1px ${palette.grey500}`,
    header: `0 1px 0 ${palette.grey500}`,
  },
  font: { body: fontStack, heading: fontStack, mono: monoStack },
}));

/** Mode-independent scales: plain constants, shared by every theme. */
export const space = {
  none: '0',
  xxsmall: '0.25rem',
  xsmall: '0.5rem',
  small: '0.75rem',
  medium: '1rem',
  large: '1.5rem',
  xlarge: '2rem',
  xxlarge: '3rem',
  xxxlarge: '4.5rem',
  gutter: 'clamp(1rem, 4vw, 2rem)',
  section: 'clamp(3rem, 8vw, 6rem)',
} as const;

/** Type scale: fluid sizes for headings so a 320 px phone and a wide desktop both read well. */
export const fontSize = {
  small: '0.875rem',
  body: '1rem',
  large: '1.125rem',
  xlarge: 'clamp(1.25rem, 1.1rem + 0.6vw, 1.5rem)',
  h3: 'clamp(1.25rem, 1.1rem + 0.6vw, 1.5rem)',
  h2: 'clamp(1.625rem, 1.3rem + 1.4vw, 2.25rem)',
  h1: 'clamp(2rem, 1.4rem + 2.8vw, 3.5rem)',
} as const;

export const fontWeight = { regular: '400', medium: '500', semibold: '600', bold: '700' } as const;
export const lineHeight = { tight: '1.2', snug: '1.35', body: '1.6' } as const;

export const radius = { small: '4px', medium: '8px', large: '16px', full: '9999px' } as const;

/**
 * Breakpoints (min-width) in CSS px at the browser's default text size, and as media queries ready
 * for vanilla-extract's '@media'. The queries are in em, which a media query measures against the
 * reader's text-size setting: with text at 200 %, a 1280 px screen gets the layout of a 640 px
 * one, so enlarged text always has the room its layout was designed for.
 */
export const breakpoint = { tablet: 640, desktop: 1024, wide: 1280 } as const;
const minWidth = (px: number) => `screen and (min-width: ${px / 16}em)`;
export const media = {
  tablet: minWidth(breakpoint.tablet),
  desktop: minWidth(breakpoint.desktop),
  wide: minWidth(breakpoint.wide),
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

export const motion = {
  fast: '120ms',
  medium: '200ms',
  slow: '320ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

export const zIndex = { header: 50, dropdown: 60, chat: 70, overlay: 80, toast: 90 } as const;

/**
 * The square kept in the viewport's bottom corner for a control that floats over the page (the
 * chat bubble): its size and its distance from the viewport's edges. SiteFooter leaves this much
 * room below its last line and toasts sit above it, so nothing covers the control or is covered.
 */
export const floatingCorner = { size: '3.5rem', inset: space.medium } as const;

/** Scroll distance (px) past which the site header takes its scrolled look. */
export const headerScrollThreshold = 20;

/** How long the chat bubble waits before it appears, in ms. */
export const chatBubbleDelayMs = 3000;

export const contentWidth = { prose: '70ch', page: '75rem' } as const;
