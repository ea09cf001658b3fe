import { globalStyle } from '@vanilla-extract/css';
import { focusRing } from './internal/focus.js';
import {
  scrollPaddingBelowHeader,
  stickyHeaderFallbackBlockSize,
} from './internal/stickyHeader.js';
import { vars } from './themes/contract.css.js';
import { floatingCorner, fontSize, lineHeight, media, space } from './themes/tokens.js';

/** A small modern reset: predictable box model, no default margins, media that fits its box. */
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('*', { margin: 0 });

globalStyle('html', {
  colorScheme: 'light dark',
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  // The sticky header must not hide what focus or an in-page link scrolls into view. The header's
  // script overrides this on <html> with its measured height: a property no element inherits,
  // so a change restyles <html> alone (a custom property written there, even one registered as
  // not inherited, restyled every element of the page in Chromium: 9.5 ms a write on a page of
  // 550 elements, against 0.2 ms).
  scrollPaddingTop: scrollPaddingBelowHeader(stickyHeaderFallbackBlockSize),
  // Nor the chat bubble in the bottom corner an element that focus scrolls into view.
  scrollPaddingBottom: `calc(${floatingCorner.size} + ${floatingCorner.inset} + ${space.small})`,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' },
  },
});

globalStyle('body', {
  minHeight: '100vh',
  fontFamily: vars.font.body,
  fontSize: fontSize.body,
  lineHeight: lineHeight.body,
  color: vars.color.text.primary,
  backgroundColor: vars.color.background.page,
  // Words wrap whole: a box is never sized narrower than its longest word (as 'anywhere' allowed,
  // which split "Search" into "Se/arc/h"), and layouts reflow to fewer columns instead. Only a
  // word wider than the whole line breaks, hyphenated in the page's language (`lang`) where the
  // browser can, and only long words are hyphenated at all.
  overflowWrap: 'break-word',
  hyphens: 'auto',
  hyphenateLimitChars: '10 4 4',
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
});

globalStyle('img, picture, video, canvas, svg', { display: 'block', maxWidth: '100%' });
globalStyle('img, video', { height: 'auto' });

globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });

globalStyle('h1, h2, h3, h4, h5, h6', {
  fontFamily: vars.font.heading,
  lineHeight: lineHeight.tight,
  textWrap: 'balance',
});
globalStyle('p', { textWrap: 'pretty' });

globalStyle('a', { color: vars.color.text.link });

globalStyle('::selection', {
  backgroundColor: vars.color.action.primary,
  color: vars.color.action.primaryText,
});

globalStyle(':focus-visible', focusRing);

// With reduced motion, animations end at once (and still fire their end events), and nothing
// transitions. No transition at all rather than a near-zero duration: every element's transition
// property is `all` by default, so a duration on every element makes each change of theme or text
// size start a transition on every element, which cost five times the change itself.
globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transition: 'none !important',
      scrollBehavior: 'auto !important' as 'auto',
    },
  },
});
