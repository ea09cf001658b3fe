import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import subsetFont from 'subset-font';
import { codePointsOf, unicodeRangeFor } from '../../../packages/ui/scripts/subset-fonts.ts';
import { writeTestBrowserFontConfig } from '../../../scripts/test-browser.mjs';

/**
 * The Telugu face an Android phone carries as its system font, Noto Sans Telugu, installed for the
 * page sweep's browser alone through a fontconfig file of its own. The Telugu pages' `local()`
 * sources find it, as on a phone, so they are laid out once, in Noto, on their first load. Without
 * it this machine has no Telugu font: the `optional` download missed the first layout, and each
 * Telugu visit drew boxes and had to be loaded again from the cache. The file is the site's own
 * face (app/styles/fonts) in a TrueType container, which a system font must be: the same glyphs
 * and metrics. The download path keeps its own test (telugu.spec.ts, in the browser without it).
 * The machine's own Telugu faces stay hidden, as from every test browser (scripts/test-browser.mjs):
 * this face is the only one, whatever the machine has installed.
 */

export const phoneTeluguFamily = 'Noto Sans Telugu';

const fontsDirectory = path.join(tmpdir(), 'lumenor-e2e-phone-fonts');
/** FONTCONFIG_FILE for the browser: the test browser's fonts, and this one. */
export const phoneFontConfig = path.join(fontsDirectory, 'fonts.conf');

const siteFace = 'noto-sans-telugu-wght-400-700.woff2';
const faceFile = 'noto-sans-telugu.ttf';
const stylesDirectory = new URL('../app/styles/', import.meta.url);

/** Playwright's global setup: writes the face and the fontconfig file (atomically: renamed). */
export default async function installPhoneFonts(): Promise<void> {
  const css = readFileSync(new URL('telugu-font.css', stylesDirectory), 'utf8');
  const face = await subsetFont(
    readFileSync(new URL(`fonts/${siteFace}`, stylesDirectory)),
    String.fromCodePoint(...codePointsOf(unicodeRangeFor(css, siteFace))),
    { targetFormat: 'truetype' },
  );
  mkdirSync(fontsDirectory, { recursive: true });
  const fontConfig = `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include>${writeTestBrowserFontConfig()}</include>
  <dir>${fontsDirectory}</dir>
  <!-- Kept although it covers Telugu, which the included file hides (a pattern: a glob would not
       outweigh the included file's pattern). -->
  <selectfont>
    <acceptfont>
      <pattern><patelt name="file"><string>${path.join(fontsDirectory, faceFile)}</string></patelt></pattern>
    </acceptfont>
  </selectfont>
</fontconfig>
`;
  for (const [file, content] of [
    [faceFile, face],
    ['fonts.conf', fontConfig],
  ] as const) {
    const written = path.join(fontsDirectory, file);
    writeFileSync(`${written}.${process.pid}`, content);
    renameSync(`${written}.${process.pid}`, written);
  }
}
