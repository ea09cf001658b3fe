import { fallbackFontStack, vars } from '@lumenor/ui/theming';
import { globalStyle } from '@vanilla-extract/css';

/**
 * Telugu type on Telugu pages: the Telugu face (declared in telugu-font.css, for the Telugu block
 * only) goes first in the font stack under `<html lang="te">`, so English pages never download it
 * (their language switch names Telugu in the system's Telugu face). Latin text on a Telugu page (a
 * few names and numbers) falls through to Inter's metric-matched fallback and the system's sans,
 * not to Inter: a Telugu page downloads no font on a phone that carries Noto Sans Telugu. Inter,
 * fetched as the first layout met those few words, came too late for `optional` to use it on a
 * first visit, yet its arrival laid the whole page out again (repository README, "Performance
 * budgets").
 */
const teluguFontFamily = 'Noto Sans Telugu Variable';
const teluguFontStack = `"${teluguFontFamily}", ${fallbackFontStack}`;

// `html` added so it outranks the themes' `:root[data-color-mode=…]`, which set the same variables.
const teluguPage = 'html:root:lang(te)';

globalStyle(teluguPage, {
  vars: {
    [vars.font.body]: teluguFontStack,
    [vars.font.heading]: teluguFontStack,
  },
});

// Vowel signs above and conjuncts below the letters need taller lines than Latin headings get.
globalStyle(`${teluguPage} :is(h1, h2, h3, h4, h5, h6)`, { lineHeight: 1.45 });
