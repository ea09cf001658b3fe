// Writes the plain-CSS entry points beside dist/index.css (run by tsup's onSuccess, after the JS):
// dist/reset.css and dist/themes/{lumenor,light,dark}.css, generated from the same token values
// and the same theming API (`brandThemeCss`) that consumers use.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/**
 * esbuild heads each vanilla-extract stylesheet with its virtual module id, which carries the whole
 * source base64-encoded (about a third of the file): keep just the source path.
 */
export function tidyStylesheet(css: string): string {
  return css.replace(
    /\/\* vanilla-extract-css-ns:(\S+?)\.vanilla\.css\?source=\S* \*\//g,
    '/* $1 */',
  );
}

/**
 * The one stylesheet: src/index.ts bundled for its CSS only, so the rules come in the index's
 * deliberate order (fonts, theme values, reset, then components) whatever the JavaScript build
 * does. Font files the CSS references are copied to dist/fonts/ under their own names, so the
 * `./fonts/inter-latin.woff2` export (for a preload) is the very file the stylesheet uses.
 */
async function buildStylesheet(dist: string): Promise<void> {
  const result = await build({
    entryPoints: { index: path.join(root, 'src/index.ts') },
    absWorkingDir: root,
    bundle: true,
    write: false,
    outdir: dist,
    packages: 'external',
    format: 'esm',
    logLevel: 'warning',
    loader: { '.woff2': 'file' },
    assetNames: 'fonts/[name]',
    plugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  });
  let wrote = false;
  for (const file of result.outputFiles) {
    if (file.path.endsWith('.js')) continue;
    await mkdir(path.dirname(file.path), { recursive: true });
    if (file.path.endsWith('.css')) {
      await writeFile(file.path, tidyStylesheet(file.text));
      wrote = true;
    } else await writeFile(file.path, file.contents);
  }
  if (!wrote) throw new Error('index.css: esbuild produced no stylesheet');
}

export async function buildCss(dist: string): Promise<void> {
  await buildStylesheet(dist);

  // The freshly built theming entry: the same code consumers call.
  const { brandThemeCss, lightTheme, darkTheme }: typeof import('../src/theming') = await import(
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

  // The reset on its own, compiled from src/reset.css.ts.
  const result = await build({
    stdin: { contents: "import './src/reset.css.ts';", resolveDir: root, loader: 'ts' },
    bundle: true,
    write: false,
    outdir: dist,
    entryNames: 'reset',
    logLevel: 'warning',
    plugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  });
  const css = result.outputFiles.find((file) => file.path.endsWith('.css'));
  if (!css) throw new Error('reset.css: esbuild produced no stylesheet');
  await writeFile(path.join(dist, 'reset.css'), tidyStylesheet(css.text));
}
