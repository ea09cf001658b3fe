// Build step: the partner's brand (crimson and blue), written with the theming API before the build.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brandThemeCss, darkTheme, extendTheme, lightTheme } from '@lumenor/ui/theming';

export const light = extendTheme(lightTheme, {
  color: {
    background: {
      brand: '#7f1d1d',
      brandStrong: '#450a0a',
      accentSubtle: '#dbeafe',
      surface: '#fef2f2',
    },
    text: { link: '#b91c1c', accent: '#1d4ed8' },
    action: {
      primary: '#b91c1c',
      primaryHover: '#991b1b',
      secondaryHover: '#fee2e2',
      secondaryText: '#7f1d1d',
    },
    border: { control: '#1d4ed8', subtle: '#fca5a5' },
    focus: { ring: '#1d4ed8' },
  },
});
export const dark = extendTheme(darkTheme, {
  color: {
    background: {
      brand: '#450a0a',
      brandStrong: '#2a0505',
      accentSubtle: '#172554',
      surface: '#2a0f0f',
    },
    text: { link: '#fca5a5', accent: '#93c5fd' },
    action: {
      primary: '#dc2626',
      primaryHover: '#b91c1c',
      secondaryHover: '#450a0a',
      secondaryText: '#fee2e2',
    },
    border: { control: '#60a5fa', subtle: '#7f1d1d' },
    focus: { ring: '#60a5fa' },
  },
});
// Run as a script (before the build), it writes the stylesheet; the consumer check imports the values.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync('app/brand.css', brandThemeCss({ light, dark }));
}
