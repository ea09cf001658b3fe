// `@lumenor/ui/theming`: the theming API and the head scripts, without React or styles, for build
// scripts and servers.
export {
  bandRenderingAttribute,
  bandRenderingScript,
  bandRenderingScriptHash,
  bandsNearViewport,
} from './bandRendering/bandRendering.js';
export {
  type ColorMode,
  colorModeScript,
  colorModeScriptHash,
  colorModeStorageKey,
  colorModes,
} from './colorMode/colorMode.js';
export { textZoomStorageKey } from './textZoom/textZoom.js';
export {
  type BrandThemeOptions,
  type BrandToken,
  brandThemeCss,
  brandTokens,
  extendTheme,
  type ThemeOverrides,
  themeVariableNames,
  themeVariables,
} from './themes/brand.js';
export { type ThemeValues, vars } from './themes/contract.css.js';
export { contrastRatio } from './themes/contrast.js';
export {
  contrastTheme,
  darkTheme,
  fallbackFontStack,
  lightTheme,
  palette,
} from './themes/tokens.js';
export {
  webFontAttribute,
  webFontPending,
  webFontScript,
  webFontScriptHash,
  webFontStorageKey,
} from './webFont/webFont.js';
