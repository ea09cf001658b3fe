import { style } from '@vanilla-extract/css';
import { space } from '../../themes/tokens.js';

export const root = style({ display: 'flex', flexDirection: 'column', gap: space.large });
