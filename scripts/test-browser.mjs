import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// The browser every browser test runs in (end-to-end, component, story and consumer tests):
// Debian's build of Chromium's headless shell, the build Playwright itself uses for headless runs.
// It renders with the same engine as Chromium but without the full browser's UI layers: the page
// sweep used about a fifth less CPU in it than in full Chromium run headless. Playwright cannot
// download its own browsers here; scripts/ensure-chromium.mjs installs this one with apt.
export const testBrowserPackage = 'chromium-headless-shell';
export const testBrowserPath =
  process.env.PLAYWRIGHT_CHROMIUM_PATH ?? `/usr/bin/${testBrowserPackage}`;

const fontsDirectory = path.join(tmpdir(), 'lumenor-test-browser-fonts');

/**
 * Writes the fontconfig file of the test browser and returns its path: the machine's fonts without
 * any face that covers Telugu. A machine with one (Debian's fonts-noto-core installs Noto Sans
 * Telugu, as on many Linux desktops) would otherwise lend it to the Telugu pages' `local()` sources
 * and to every Telugu text, and the tests would see other pages than on a machine without it: every
 * machine tests the site's own face. A test that wants a phone's system face adds it
 * (apps/site/e2e/phone-fonts.ts). The machine's configuration is the system's, or the one
 * FONTCONFIG_FILE names; one file for each, renamed into place whole.
 */
export function writeTestBrowserFontConfig() {
  const own = process.env.FONTCONFIG_FILE;
  const machine = own && path.dirname(own) !== fontsDirectory ? own : '/etc/fonts/fonts.conf';
  const file = path.join(
    fontsDirectory,
    `fonts-${createHash('sha256').update(machine).digest('hex').slice(0, 12)}.conf`,
  );
  const config = `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">${machine}</include>
  <selectfont>
    <rejectfont><pattern><patelt name="lang"><string>te</string></patelt></pattern></rejectfont>
  </selectfont>
</fontconfig>
`;
  mkdirSync(fontsDirectory, { recursive: true });
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, config);
  renameSync(partial, file);
  return file;
}

/** The environment of the test browser: this process's, with the fonts above. */
export function testBrowserEnvironment() {
  return { ...process.env, FONTCONFIG_FILE: writeTestBrowserFontConfig() };
}
