// Consumer check: does the PUBLISHED @lumenor/ui work in somebody else's app?
//
// 1. `pnpm pack` the package (its dist/, as built by `pnpm run build`) into a temp directory.
// 2. Write a minimal Vite + React app in os.tmpdir(), outside the workspace, that depends on the
//    tarball, react, react-dom and vite; install it with npm from the registry.
// 3. The app brands itself through the theming API (`@lumenor/ui/theming`: a purple and orange
//    brand written to CSS at build time), serves the icon sprite (`@lumenor/ui/icons.svg?url`,
//    passed to IconSpriteProvider) and renders SiteHeader, a TextField and a toast.
// 4. `vite build`, serve dist/ from a tiny static server, and check in Chromium that the components
//    render in the brand's colours (light and dark) and their icons draw, with no page errors.
//
// Run: pnpm --filter @lumenor/ui run test:consumer   (turbo builds the package first)
// KEEP_CONSUMER_APP=1 keeps the temp app for inspection.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
const seconds = (from) => `${((Date.now() - from) / 1000).toFixed(1)} s`;
const log = (message) => console.log(`[consumer-check] ${message}`);

/** The consumer's brand: purple actions, orange form edges, lilac borders; dark mode its own. */
const brand = {
  light: { actionPrimary: '#6d28d9', control: '#c2410c', subtle: '#d8b4fe' },
  dark: { actionPrimary: '#7c3aed', control: '#fb923c', subtle: '#581c87' },
};

/** Runs a command; rejects with its output when it fails. Strips pnpm's npm_* variables for npm. */
function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const env = Object.fromEntries(
      Object.entries(process.env).filter(
        ([key]) => !/^npm_/i.test(key) || key === 'npm_config_registry',
      ),
    );
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env, ...options });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}\n${output}`));
    });
  });
}

function hexToRgb(hex) {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

const appFiles = {
  'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Partner site</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.js"></script>
  </body>
</html>
`,
  // Build step of the consumer: its brand, written with the theming API (no vanilla-extract here).
  'brand.mjs': `import { writeFileSync } from 'node:fs';
import { brandThemeCss, darkTheme, extendTheme, lightTheme } from '@lumenor/ui/theming';

const light = extendTheme(lightTheme, {
  color: {
    background: { brand: '#4c1d95' },
    action: { primary: '${brand.light.actionPrimary}', primaryHover: '#5b21b6' },
    border: { control: '${brand.light.control}', subtle: '${brand.light.subtle}' },
    focus: { ring: '#c2410c' },
  },
});
const dark = extendTheme(darkTheme, {
  color: {
    action: { primary: '${brand.dark.actionPrimary}', primaryHover: '#6d28d9' },
    border: { control: '${brand.dark.control}', subtle: '${brand.dark.subtle}' },
  },
});
writeFileSync('src/brand.css', brandThemeCss({ light, dark }));
`,
  'src/main.js': `import '@lumenor/ui/styles.css';
import './brand.css';
import { createElement as h, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { IconSpriteProvider, SiteHeader, showToast, TextField, ToastRegion } from '@lumenor/ui';
import iconSpriteUrl from '@lumenor/ui/icons.svg?url';

const logo = h(
  'svg',
  { width: 120, height: 32, viewBox: '0 0 120 32', 'aria-hidden': true },
  h('circle', { cx: 16, cy: 16, r: 14, fill: 'currentColor' }),
);

function App() {
  return h(
    IconSpriteProvider,
    { href: iconSpriteUrl },
    h(SiteHeader, {
      logo,
      logoHref: '/',
      logoLabel: 'Partner home',
      navigation: [
        { label: 'Home', href: '/' },
        { label: 'Services', href: '/services', children: [{ label: 'Audits', href: '/audits' }] },
        { label: 'Contact', href: '/contact' },
      ],
      currentPath: '/',
      cta: { label: 'Talk to us', href: '/contact' },
      menuLabels: { open: 'Open menu', close: 'Close menu', navigation: 'Main navigation' },
    }),
    h('main', { id: 'main', style: { padding: '2rem', maxWidth: '30rem' } },
      h('h1', null, 'Partner site'),
      h(TextField, { label: 'Work email', name: 'email', type: 'email' }),
    ),
    h(ToastRegion, { label: 'Notifications', dismissLabel: 'Dismiss' }),
  );
}

createRoot(document.getElementById('root')).render(h(StrictMode, null, h(App)));
showToast({ title: 'Welcome to the partner site', variant: 'neutral', timeout: 60000 });
`,
};

/** Serves a folder on 127.0.0.1 (random port); unknown paths fall back to index.html. */
async function serve(dir) {
  const types = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.woff2': 'font/woff2',
    '.svg': 'image/svg+xml',
  };
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let file = path.join(dir, decodeURIComponent(url.pathname));
    if (!file.startsWith(dir) || !existsSync(file) || (await stat(file)).isDirectory()) {
      file = path.join(dir, 'index.html');
    }
    response.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
    });
    response.end(await readFile(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    server,
    origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
  };
}

async function main() {
  if (!existsSync(path.join(packageDir, 'dist/index.js'))) {
    throw new Error('dist/ is missing: run `pnpm --filter @lumenor/ui run build` first');
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lumenor-ui-consumer-'));
  const timings = {};
  let browser;
  let served;
  try {
    // 1. Pack.
    let step = Date.now();
    await run('pnpm', ['pack', '--pack-destination', dir], { cwd: packageDir });
    const tarball = readdirSync(dir).find((file) => file.endsWith('.tgz'));
    if (!tarball) throw new Error('pnpm pack wrote no tarball');
    const tarballSize = (await stat(path.join(dir, tarball))).size;
    timings.pack = seconds(step);

    // 2. The app, outside the workspace.
    const app = path.join(dir, 'app');
    await mkdir(path.join(app, 'src'), { recursive: true });
    const pkg = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8'));
    await writeFile(
      path.join(app, 'package.json'),
      `${JSON.stringify(
        {
          name: 'partner-site',
          private: true,
          type: 'module',
          dependencies: {
            '@lumenor/ui': `file:../${tarball}`,
            react: pkg.devDependencies.react,
            'react-dom': pkg.devDependencies['react-dom'],
            vite: pkg.devDependencies.vite,
          },
        },
        null,
        2,
      )}\n`,
    );
    for (const [file, text] of Object.entries(appFiles))
      await writeFile(path.join(app, file), text);

    step = Date.now();
    await run(
      'npm',
      ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'],
      { cwd: app },
    );
    timings.install = seconds(step);

    // 3 + 4. Brand CSS through the theming API, then a production build.
    step = Date.now();
    await run(process.execPath, ['brand.mjs'], { cwd: app });
    await run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
      cwd: app,
    });
    timings.build = seconds(step);

    // 5. Chromium.
    step = Date.now();
    served = await serve(path.join(app, 'dist'));
    browser = await chromium.launch({
      executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium',
    });
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(served.origin, { waitUntil: 'networkidle' });

    const color = (locator, property) =>
      locator.evaluate(
        (element, name) => getComputedStyle(element).getPropertyValue(name),
        property,
      );
    const checks = [];
    const expectEqual = (what, actual, expected) => {
      checks.push(what);
      if (actual !== expected) throw new Error(`${what}: expected ${expected}, got ${actual}`);
    };
    /** Polls a computed colour (colour changes may transition) for up to 5 s. */
    const expectColour = async (what, locator, property, hex) => {
      const expected = hexToRgb(hex);
      let actual = '';
      for (const until = Date.now() + 5000; Date.now() < until; await page.waitForTimeout(100)) {
        actual = await color(locator, property);
        if (actual === expected) break;
      }
      expectEqual(what, actual, expected);
    };
    const cta = page.getByRole('link', { name: 'Talk to us' }).first();
    const field = page.getByRole('textbox', { name: 'Work email' });
    const toast = page.getByText('Welcome to the partner site');
    await cta.waitFor({ state: 'visible', timeout: 15_000 });
    await field.waitFor({ state: 'visible' });
    await toast.waitFor({ state: 'visible', timeout: 15_000 });
    const toastBox = page
      .locator('[role="alertdialog"], [role="alert"]')
      .filter({ has: toast })
      .first();

    for (const mode of ['light', 'dark']) {
      if (mode === 'dark') {
        await page.evaluate(() => {
          document.documentElement.dataset.colorMode = 'dark';
        });
      }
      const colours = brand[mode];
      await expectColour(
        `${mode}: header call to action background`,
        cta,
        'background-color',
        colours.actionPrimary,
      );
      await expectColour(`${mode}: text field border`, field, 'border-top-color', colours.control);
      await expectColour(`${mode}: toast border`, toastBox, 'border-top-color', colours.subtle);
    }
    expectEqual('header landmark rendered', await page.getByRole('banner').count(), 1);

    // Icons: the sprite is served at the URL the app gave the provider, and its symbols draw.
    const chevron = page
      .getByRole('button', { name: 'Services' })
      .locator('svg[data-icon="chevron-down"] > use');
    const dismiss = toastBox.locator('svg[data-icon="close"] > use');
    const spriteHref = (await chevron.getAttribute('href')) ?? '';
    const spritePath = spriteHref.split('#')[0] ?? '';
    expectEqual('icons point into the sprite file', /\.svg$/.test(spritePath), true);
    const sprite = await page.request.get(new URL(spritePath, served.origin).href);
    expectEqual('sprite answers 200', sprite.status(), 200);
    expectEqual('sprite is SVG', sprite.headers()['content-type'], 'image/svg+xml');
    expectEqual(
      'sprite holds the chevron',
      (await sprite.text()).includes('<symbol id="chevron-down"'),
      true,
    );
    for (const [what, use] of [
      ['header chevron', chevron],
      ['toast dismiss icon', dismiss],
    ]) {
      // A <use> whose symbol did not load has an empty box; poll while the sprite arrives.
      let draws = false;
      for (const until = Date.now() + 5000; !draws && Date.now() < until; ) {
        const box = await use.boundingBox();
        draws = Boolean(box && box.width > 0 && box.height > 0);
        if (!draws) await page.waitForTimeout(100);
      }
      expectEqual(`${what} draws`, draws, true);
    }
    expectEqual('page errors', errors.join('\n'), '');
    timings.browser = seconds(step);

    log(
      `tarball ${(tarballSize / 1024).toFixed(0)} KiB; pack ${timings.pack}, npm install ${timings.install}, brand + vite build ${timings.build}, Chromium ${timings.browser}`,
    );
    console.log(
      `consumer-check: PASS: ${checks.length} checks (SiteHeader, TextField and toast in the consumer's purple/orange brand, light and dark; icons from the served sprite) in ${seconds(started)}`,
    );
  } finally {
    await browser?.close();
    served?.server.close();
    if (process.env.KEEP_CONSUMER_APP) log(`kept ${dir}`);
    else await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`consumer-check: FAIL after ${seconds(started)}\n${error?.stack ?? error}`);
  process.exit(1);
});
