// `@lumenor/ui/theming`: the theming API without React or styles, for build scripts and servers.
export {
  type ColorMode,
  colorModeScript,
  colorModeScriptHash,
  colorModeStorageKey,
  colorModes,
} from './colorMode/colorMode';
export { textZoomStorageKey } from './textZoom/textZoom';
export {
  type BrandThemeOptions,
  type BrandToken,
  brandThemeCss,
  brandTokens,
  extendTheme,
  type ThemeOverrides,
  themeVariableNames,
  themeVariables,
} from './themes/brand';
export { type ThemeValues, vars } from './themes/contract.css';
export { contrastRatio } from './themes/contrast';
export { contrastTheme, darkTheme, lightTheme, palette } from './themes/tokens';
