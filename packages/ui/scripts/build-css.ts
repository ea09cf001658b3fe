// Writes the plain-CSS themes beside dist/index.css and dist/reset.css (which the tsdown build
// writes): dist/themes/{lumenor,light,dark}.css, from the built theming API (`brandThemeCss`) that
// consumers use. Run after `tsdown` (`pnpm run build`).
import { mkdir, writeFile } from 'node:fs/promises';

const dist = new URL('../dist/', import.meta.url);
const { brandThemeCss, lightTheme, darkTheme }: typeof import('../src/theming.ts') = await import(
  new URL('theming.js', dist).href
);
const themes = {
  lumenor: ['Lumenor theme, light and dark by colour mode', { light: lightTheme, dark: darkTheme }],
  light: ['light theme in every colour mode', { light: lightTheme }],
  dark: ['dark theme in every colour mode', { light: darkTheme, colorScheme: 'dark' }],
} as const;
await mkdir(new URL('themes/', dist), { recursive: true });
for (const [name, [what, options]] of Object.entries(themes)) {
  await writeFile(
    new URL(`themes/${name}.css`, dist),
    `/* @lumenor/ui ${what}: the --lm-* theme contract filled with values. */\n${brandThemeCss(options)}`,
  );
}
