import { lightTheme, vars } from '@lumenor/ui/theming';
import { globalStyle } from '@vanilla-extract/css';

/**
 * Telugu type on Telugu pages: the Telugu face (declared in telugu-font.css, for the Telugu block
 * only) goes first in the font stack under `<html lang="te">`, so English pages never download it
 * (their language switch names Telugu in the system's Telugu face). Latin text on a Telugu page
 * falls through to Inter.
 */
const teluguFontFamily = 'Noto Sans Telugu Variable';

// `html` added so it outranks the themes' `:root[data-color-mode=…]`, which set the same variables.
const teluguPage = 'html:root:lang(te)';

globalStyle(teluguPage, {
  vars: {
    [vars.font.body]: `"${teluguFontFamily}", ${lightTheme.font.body}`,
    [vars.font.heading]: `"${teluguFontFamily}", ${lightTheme.font.heading}`,
  },
});

// Vowel signs above and conjuncts below the letters need taller lines than Latin headings get.
globalStyle(`${teluguPage} :is(h1, h2, h3, h4, h5, h6)`, { lineHeight: 1.45 });
