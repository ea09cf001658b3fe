// Writes the Telugu face the Telugu pages use (app/styles/fonts/), from
// @fontsource-variable/noto-sans-telugu: `pnpm --filter @lumenor/site run fonts`.
//
// The fontsource file is already cut to the Telugu block; this cuts it to the face's
// `unicode-range` in telugu-font.css and narrows its weight axis to the weights of the type scale,
// with the design system's own font script. The file is committed, so building the site needs no
// WebAssembly.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { subsetFace } from '../../../../packages/ui/scripts/subset-fonts.ts';

const file = 'noto-sans-telugu-wght-400-700.woff2';
const source = createRequire(import.meta.url).resolve(
  '@fontsource-variable/noto-sans-telugu/files/noto-sans-telugu-telugu-wght-normal.woff2',
);
const css = await readFile(new URL('../../app/styles/telugu-font.css', import.meta.url), 'utf8');
const output = await subsetFace(source, css, file);
await writeFile(fileURLToPath(new URL(`../../app/styles/fonts/${file}`, import.meta.url)), output);
console.log(`${file}: ${(output.length / 1024).toFixed(1)} KB`);
