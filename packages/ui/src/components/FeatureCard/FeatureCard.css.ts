import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { toned } from '../../internal/tone.css';
import { vars } from '../../themes/contract.css';
import { fontSize, fontWeight, lineHeight, radius, space } from '../../themes/tokens';

export const featureCardLayouts = ['stacked', 'inline', 'centered'] as const;

export const root = recipe({
  base: { display: 'flex', gap: space.medium, minWidth: 0, height: '100%' },
  variants: {
    layout: {
      stacked: { flexDirection: 'column', alignItems: 'flex-start' },
      inline: { flexDirection: 'row', alignItems: 'flex-start' },
      centered: { flexDirection: 'column', alignItems: 'center', textAlign: 'center' },
    },
  },
  defaultVariants: { layout: 'stacked' },
});

export const iconBadge = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: radius.medium,
  background: `color-mix(in srgb, ${toned.accent} 14%, transparent)`,
  color: toned.accent,
});

export const copy = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xsmall,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: fontSize.large,
  fontWeight: fontWeight.semibold,
  lineHeight: lineHeight.snug,
  color: toned.text,
});

export const description = style({
  margin: 0,
  color: toned.textSecondary,
  lineHeight: lineHeight.body,
});
