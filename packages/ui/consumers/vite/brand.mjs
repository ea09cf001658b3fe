// Build step: the partner's brand (purple and orange), written with the theming API before `vite build`.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brandThemeCss, darkTheme, extendTheme, lightTheme } from '@lumenor/ui/theming';

export const light = extendTheme(lightTheme, {
  color: {
    background: {
      brand: '#4c1d95',
      brandStrong: '#2e1065',
      accentSubtle: '#ffedd5',
      surface: '#faf5ff',
    },
    text: { link: '#6d28d9', accent: '#c2410c' },
    action: {
      primary: '#6d28d9',
      primaryHover: '#5b21b6',
      secondaryHover: '#ede9fe',
      secondaryText: '#4c1d95',
    },
    border: { control: '#c2410c', subtle: '#d8b4fe' },
    focus: { ring: '#c2410c' },
  },
});
export const dark = extendTheme(darkTheme, {
  color: {
    background: {
      brand: '#2e1065',
      brandStrong: '#1e0a45',
      accentSubtle: '#431407',
      surface: '#1e1036',
    },
    text: { link: '#c4b5fd', accent: '#fdba74' },
    action: {
      primary: '#7c3aed',
      primaryHover: '#6d28d9',
      secondaryHover: '#2e1065',
      secondaryText: '#ede9fe',
    },
    border: { control: '#fb923c', subtle: '#581c87' },
    focus: { ring: '#fb923c' },
  },
});
// Run as a script (before the build), it writes the stylesheet; the consumer check imports the values.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync('src/brand.css', brandThemeCss({ light, dark }));
}
