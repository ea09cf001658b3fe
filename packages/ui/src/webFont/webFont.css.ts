import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.js';
import { fallbackFontStack } from '../themes/tokens.js';
import { webFontAttribute, webFontPending } from './webFont.js';

// While the brand face is not yet in the cache (`webFontScript`), the text is set in its
// metric-matched fallback alone. After the themes' rules, whose `:root[data-color-mode=…]` has the
// same specificity.
globalStyle(`:root[${webFontAttribute}="${webFontPending}"]`, {
  vars: { [vars.font.body]: fallbackFontStack, [vars.font.heading]: fallbackFontStack },
});
