import { style } from '@vanilla-extract/css';
import { control } from '../../internal/field.css';
import { focusRingStyle } from '../../internal/focus';
import { vars } from '../../themes/contract.css';
import { fontSize, radius, space, zIndex } from '../../themes/tokens';

export { field, footer } from '../../internal/field.css';

export const trigger = style([
  control,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: space.small,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&[data-pressed]': { borderColor: vars.color.text.primary },
      '[data-invalid] > &': {
        borderColor: vars.color.border.error,
        boxShadow: `inset 0 0 0 1px ${vars.color.border.error}`,
      },
    },
  },
]);

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.text.secondary } },
});

export const chevron = style({
  display: 'inline-flex',
  color: vars.color.text.secondary,
  flexShrink: 0,
});

export const popover = style({
  boxSizing: 'border-box',
  width: 'var(--trigger-width)',
  maxHeight: '20rem',
  overflowY: 'auto',
  padding: space.xxsmall,
  borderRadius: radius.medium,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.raised,
  boxShadow: vars.shadow.large,
  zIndex: zIndex.dropdown,
  outline: 'none',
});

export const listBox = style({
  outline: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.small,
  minHeight: '2.75rem',
  paddingInline: space.small,
  borderRadius: radius.small,
  color: vars.color.text.primary,
  fontSize: fontSize.body,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.background.surface },
    '&[data-focus-visible]': { ...focusRingStyle, outlineOffset: '-2px' },
    '&[data-selected]': { fontWeight: 600, color: vars.color.text.link },
  },
});

export const check = style({
  display: 'inline-flex',
  visibility: 'hidden',
  selectors: { '[data-selected] > &': { visibility: 'visible' } },
});
