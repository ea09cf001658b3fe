// Writes the plain-CSS entry points beside dist/index.css (which the tsdown build writes): the
// themes dist/themes/{lumenor,light,dark}.css, from the built theming API (`brandThemeCss`) that
// consumers use, and the reset on its own, dist/reset.css. Run after `tsdown` (`pnpm run build`).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.join(root, 'dist');

const { brandThemeCss, lightTheme, darkTheme }: typeof import('../src/theming.ts') = await import(
  pathToFileURL(path.join(dist, 'theming.js')).href
);
const banner = (what: string) =>
  `/* @lumenor/ui ${what}: the --lm-* theme contract filled with values. */\n`;
await mkdir(path.join(dist, 'themes'), { recursive: true });
await Promise.all([
  writeFile(
    path.join(dist, 'themes/lumenor.css'),
    banner('Lumenor theme, light and dark by colour mode') +
      brandThemeCss({ light: lightTheme, dark: darkTheme }),
  ),
  writeFile(
    path.join(dist, 'themes/light.css'),
    banner('light theme in every colour mode') + brandThemeCss({ light: lightTheme }),
  ),
  writeFile(
    path.join(dist, 'themes/dark.css'),
    banner('dark theme in every colour mode') +
      brandThemeCss({ light: darkTheme, colorScheme: 'dark' }),
  ),
]);

// The reset on its own, compiled from src/reset.css.ts (minified: esbuild would otherwise head it
// with vanilla-extract's virtual module id, the whole source base64-encoded).
const reset = await build({
  entryPoints: [path.join(root, 'src/reset.css.ts')],
  bundle: true,
  minify: true,
  write: false,
  outdir: dist,
  logLevel: 'warning',
  plugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
const stylesheet = reset.outputFiles.find((file) => file.path.endsWith('.css'));
if (!stylesheet) throw new Error('reset.css: esbuild produced no stylesheet');
await writeFile(path.join(dist, 'reset.css'), stylesheet.contents);
