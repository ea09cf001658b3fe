// The browser every browser test runs in (end-to-end, component, story and consumer tests):
// Debian's build of Chromium's headless shell, the build Playwright itself uses for headless runs.
// It renders with the same engine as Chromium but without the full browser's UI layers: the page
// sweep used about a fifth less CPU in it than in full Chromium run headless. Playwright cannot
// download its own browsers here; scripts/ensure-chromium.mjs installs this one with apt.
export const testBrowserPackage = 'chromium-headless-shell';
export const testBrowserPath =
  process.env.PLAYWRIGHT_CHROMIUM_PATH ?? `/usr/bin/${testBrowserPackage}`;
