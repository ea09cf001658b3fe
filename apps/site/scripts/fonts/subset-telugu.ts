// Writes the Telugu face the Telugu pages use (app/styles/fonts/), from
// @fontsource-variable/noto-sans-telugu: `pnpm --filter @lumenor/site run fonts`.
//
// The fontsource file is already cut to the Telugu block; this narrows its weight axis to the
// weights of the type scale (400 to 700, as the design system does for Inter) and keeps every
// layout feature, since Telugu needs its conjunct and vowel-sign rules. The file is committed, so
// building the site needs no WebAssembly.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const source = require.resolve(
  '@fontsource-variable/noto-sans-telugu/files/noto-sans-telugu-telugu-wght-normal.woff2',
);
const target = fileURLToPath(
  new URL('../../app/styles/fonts/noto-sans-telugu-wght-400-700.woff2', import.meta.url),
);

/** The Telugu block and the marks Telugu text uses with it (the face's unicode-range). */
const telugu = [
  [0x0c00, 0x0c7f],
  [0x0951, 0x0952],
  [0x0964, 0x0965],
  [0x1cda, 0x1cda],
  [0x1cf2, 0x1cf2],
  [0x200c, 0x200d],
  [0x25cc, 0x25cc],
] as const;

const text = telugu
  .flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)),
  )
  .join('');

const input = await readFile(source);
const output = await subsetFont(input, text, {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: 400, max: 700 } },
});
await writeFile(target, output);
console.log(
  `${path.basename(target)}: ${(input.length / 1024).toFixed(1)} KB -> ${(output.length / 1024).toFixed(1)} KB`,
);
