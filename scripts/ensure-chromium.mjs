// Browser tests run in Debian's Chromium: Playwright cannot download its own browser here.
// Installs it with apt when it is missing (the project's machines run as root).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromiumPath = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';

if (existsSync(chromiumPath)) {
  console.log(`Chromium found at ${chromiumPath}`);
} else {
  console.log('Chromium is missing: installing Debian package "chromium" with apt-get');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq chromium`, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
