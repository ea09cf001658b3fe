// CSS order is deliberate: fonts, theme values, reset, then components (their imports below).
import './fonts.css';
import './themes/global.css';
import './reset.css';

export { ColorModeToggle, type ColorModeToggleProps } from './colorMode/ColorModeToggle';
// Colour mode
export {
  type ColorMode,
  colorModeScript,
  colorModeStorageKey,
  colorModes,
  getColorMode,
  setColorMode,
} from './colorMode/colorMode';
// Theme
export { type ThemeValues, vars } from './themes/contract.css';
export { contrastRatio } from './themes/contrast';
export { darkThemeClass, lightThemeClass } from './themes/global.css';
export {
  breakpoint,
  contentWidth,
  darkTheme,
  fontSize,
  fontWeight,
  lightTheme,
  lineHeight,
  media,
  motion,
  palette,
  radius,
  space,
  zIndex,
} from './themes/tokens';

// Components
