// Browser tests run in Debian's Chromium headless shell (scripts/test-browser.mjs): Playwright
// cannot download its own browser here. Installs it with apt when it is missing (the project's
// machines run as root).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { testBrowserPackage, testBrowserPath } from './test-browser.mjs';

if (existsSync(testBrowserPath)) {
  console.log(`Chromium found at ${testBrowserPath}`);
} else {
  console.log(
    `Chromium is missing: installing Debian package "${testBrowserPackage}" with apt-get`,
  );
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq ${testBrowserPackage}`, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
