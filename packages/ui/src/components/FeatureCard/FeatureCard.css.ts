import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import {
  badgeBox,
  besideBadge,
  copyColumn,
  itemDescription,
  itemTitle,
} from '../../internal/badgedItem.js';
import { toned } from '../../internal/tone.css.js';
import { vars } from '../../themes/contract.css.js';
import { radius, space } from '../../themes/tokens.js';

export const featureCardLayouts = ['stacked', 'inline', 'centered'] as const;

export const root = recipe({
  base: { display: 'flex', gap: space.medium, minWidth: 0, height: '100%' },
  variants: {
    layout: {
      stacked: { flexDirection: 'column', alignItems: 'flex-start' },
      inline: besideBadge.row,
      centered: { flexDirection: 'column', alignItems: 'center', textAlign: 'center' },
    },
  },
  defaultVariants: { layout: 'stacked' },
});

export const iconBadge = style({
  ...badgeBox,
  borderRadius: radius.medium,
  background: `color-mix(in srgb, ${toned.accent} 14%, transparent)`,
  color: toned.accent,
});

export const copy = recipe({
  base: copyColumn,
  variants: {
    layout: { stacked: {}, inline: besideBadge.copy, centered: {} },
  },
  defaultVariants: { layout: 'stacked' },
});

export const title = style({ ...itemTitle, fontFamily: vars.font.heading });

export const description = style(itemDescription);
