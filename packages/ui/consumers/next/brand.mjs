// Build step: the partner's brand (teal and amber), written with the theming API before `next build`.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brandThemeCss, darkTheme, extendTheme, lightTheme } from '@lumenor/ui/theming';

export const light = extendTheme(lightTheme, {
  color: {
    background: {
      brand: '#134e4a',
      brandStrong: '#042f2e',
      accentSubtle: '#fef3c7',
      surface: '#f0fdfa',
    },
    text: { link: '#0f766e', accent: '#92400e' },
    action: {
      primary: '#0f766e',
      primaryHover: '#115e59',
      secondaryHover: '#ccfbf1',
      secondaryText: '#134e4a',
    },
    border: { control: '#b45309', subtle: '#99f6e4' },
    focus: { ring: '#b45309' },
  },
});
export const dark = extendTheme(darkTheme, {
  color: {
    background: {
      brand: '#042f2e',
      brandStrong: '#021716',
      accentSubtle: '#451a03',
      surface: '#0b2624',
    },
    text: { link: '#5eead4', accent: '#fcd34d' },
    action: {
      primary: '#0d9488',
      primaryHover: '#0f766e',
      secondaryHover: '#134e4a',
      secondaryText: '#ccfbf1',
    },
    border: { control: '#f59e0b', subtle: '#115e59' },
    focus: { ring: '#f59e0b' },
  },
});
// Run as a script (before the build), it writes the stylesheet; the consumer check imports the values.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync('app/brand.css', brandThemeCss({ light, dark }));
}
