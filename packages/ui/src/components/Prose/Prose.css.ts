import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../internal/focus.js';
import { toned } from '../../internal/tone.css.js';
import { vars } from '../../themes/contract.css.js';
import { fontSize, fontWeight, lineHeight, radius, space } from '../../themes/tokens.js';

export const root = style({
  maxWidth: '70ch',
  color: toned.text,
  fontSize: fontSize.large,
  lineHeight: lineHeight.body,
  overflowWrap: 'break-word',
});

export const compact = style({ fontSize: fontSize.body });

const flow = `${root} > * + *`;
globalStyle(flow, { marginBlockStart: '1.1em' });
globalStyle(`${root} > *`, { marginBlockEnd: 0 });
globalStyle(`${root} > :first-child`, { marginBlockStart: 0 });
globalStyle(`${root} :is(h2, h3, h4)`, {
  color: toned.text,
  fontFamily: vars.font.heading,
  lineHeight: lineHeight.tight,
  textWrap: 'balance',
  scrollMarginTop: 'calc(var(--lm-header-height, 4.5rem) + 1rem)',
});
globalStyle(`${root} h2`, {
  fontSize: fontSize.h2,
  fontWeight: fontWeight.bold,
  marginBlockStart: '1.8em',
});
globalStyle(`${root} h3`, {
  fontSize: fontSize.h3,
  fontWeight: fontWeight.semibold,
  marginBlockStart: '1.5em',
});
globalStyle(`${root} h4`, {
  fontSize: fontSize.large,
  fontWeight: fontWeight.semibold,
  marginBlockStart: '1.4em',
});
// Dense documents (legal pages): headings one step smaller, so they don't dwarf the body size.
globalStyle(`${compact} h2`, { fontSize: fontSize.h3, marginBlockStart: '2em' });
globalStyle(`${compact} h3`, { fontSize: fontSize.large });
globalStyle(`${root} :is(h2, h3, h4) + *`, { marginBlockStart: '0.6em' });
globalStyle(`${root} :is(ul, ol)`, { paddingInlineStart: '1.4em' });
globalStyle(`${root} li + li`, { marginBlockStart: '0.4em' });
globalStyle(`${root} li::marker`, { color: toned.accent });
globalStyle(`${root} a`, {
  color: toned.link,
  textDecorationLine: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: radius.small,
});
globalStyle(`${root} a:hover`, { textDecorationThickness: '2px' });
globalStyle(`${root} a:focus-visible`, focusRing);
globalStyle(`${root} strong`, { fontWeight: fontWeight.semibold });
globalStyle(`${root} blockquote`, {
  marginInline: 0,
  paddingInlineStart: space.large,
  borderInlineStart: `4px solid ${toned.accent}`,
  color: toned.textSecondary,
  fontStyle: 'italic',
});
globalStyle(`${root} :is(code, kbd)`, {
  fontFamily: vars.font.mono,
  fontSize: '0.9em',
  background: vars.color.background.surface,
  borderRadius: radius.small,
  padding: '0.1em 0.3em',
});
globalStyle(`${root} hr`, { border: 0, borderBlockStart: `1px solid ${toned.border}` });
globalStyle(`${root} table`, {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: fontSize.body,
});
globalStyle(`${root} :is(th, td)`, {
  textAlign: 'start',
  padding: `${space.xsmall} ${space.small}`,
  borderBlockEnd: `1px solid ${toned.border}`,
  verticalAlign: 'top',
});
globalStyle(`${root} address`, { fontStyle: 'normal' });
globalStyle(`${root} img`, { maxWidth: '100%', height: 'auto', borderRadius: radius.medium });
