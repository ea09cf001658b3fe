// Consumer checks: does the PUBLISHED @lumenor/ui work in somebody else's app?
//
// 1. `pnpm pack` the package (its dist/, as built by `pnpm run build`) into a temp directory.
// 2. Copy each app of consumers/ (Vite, Next.js App Router, React Router framework mode) into the
//    temp directory, outside the workspace, add the tarball as its `@lumenor/ui` dependency and
//    install it with pnpm into a flat node_modules, as npm lays it out (from pnpm's store when it can).
// 3. Build each app (its brand.mjs writes its brand with `@lumenor/ui/theming` first) and start it
//    on 127.0.0.1: the Vite build from a tiny static server, Next.js with `next start` (built once
//    with Turbopack and once with webpack), React Router with `react-router-serve`.
// 4. In Chromium: the brand's colours (light and dark), the header's dropdown wired to its panel, a
//    toast, icons drawn, no console error or warning, no page error, no hydration warning; then the
//    gzipped JavaScript and CSS the page loaded (a page with the header and a form).
//
// Run: pnpm --filter @lumenor/ui run test:consumer   (turbo builds the package first)
// CONSUMERS=next,vite runs some of them; KEEP_CONSUMER_APP=1 keeps the temp apps for inspection;
// CONSUMER_TARBALL=<file.tgz> checks that tarball instead of packing dist/.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { testBrowserPath } from '../../../scripts/test-browser.mjs';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const consumersDir = path.join(packageDir, 'consumers');
const started = Date.now();
const seconds = (from) => `${((Date.now() - from) / 1000).toFixed(1)} s`;
const log = (message) => console.log(`[consumer-check] ${message}`);
/** A packed tarball of the package to check instead of packing dist/ (the release's). */
const tarballVariable = 'CONSUMER_TARBALL';

/**
 * The apps. Ports stay in 4370-4379. `dir` is the folder under consumers/; two checks may share
 * one installed folder (Next.js, built by each bundler into its own distDir).
 */
const consumers = [
  {
    name: 'vite',
    dir: 'vite',
    build: [
      ['node', 'brand.mjs'],
      ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
    ],
    start: (app, port) => serveStatic(path.join(app, 'dist'), port),
    port: 4371,
    icons: 'file',
  },
  {
    name: 'next (Turbopack)',
    dir: 'next',
    build: [
      ['node', 'brand.mjs'],
      ['node_modules/next/dist/bin/next', 'build'],
    ],
    start: (app, port) =>
      startServer(
        app,
        ['node_modules/next/dist/bin/next', 'start', '-H', '127.0.0.1', '-p', `${port}`],
        {},
      ),
    port: 4372,
    icons: 'inline',
  },
  {
    name: 'next (webpack)',
    dir: 'next',
    env: { NEXT_DIST_DIR: '.next-webpack' },
    build: [
      ['node', 'brand.mjs'],
      ['node_modules/next/dist/bin/next', 'build', '--webpack'],
    ],
    start: (app, port) =>
      startServer(
        app,
        ['node_modules/next/dist/bin/next', 'start', '-H', '127.0.0.1', '-p', `${port}`],
        { NEXT_DIST_DIR: '.next-webpack' },
      ),
    port: 4373,
    icons: 'inline',
  },
  {
    name: 'react-router',
    dir: 'react-router',
    build: [
      ['node', 'brand.mjs'],
      ['node_modules/@react-router/dev/bin.cjs', 'build'],
    ],
    start: (app, port) =>
      startServer(app, ['node_modules/@react-router/serve/bin.cjs', 'build/server/index.js'], {
        PORT: `${port}`,
        HOST: '127.0.0.1',
      }),
    port: 4374,
    icons: 'inline',
  },
];

/**
 * The environment for the apps' tools: without the npm_* variables pnpm sets for its scripts (the
 * apps' install would read them as its own), but with the machine's own npm settings (`npm_config_*`: registry, proxy, CA file)
 * and, like every variable not named npm_*, its TLS and proxy settings (NODE_EXTRA_CA_CERTS,
 * HTTPS_PROXY…), which turbo passes to this task (packages/ui/turbo.json, `passThroughEnv`).
 */
function cleanEnv(extra = {}) {
  return {
    ...Object.fromEntries(
      Object.entries(process.env).filter(
        ([key]) => !/^npm_/i.test(key) || (/^npm_config_/i.test(key) && !/user_agent$/i.test(key)),
      ),
    ),
    NEXT_TELEMETRY_DISABLED: '1',
    ...extra,
  };
}

/** Runs a command; rejects with its output when it fails. `node` means this Node. */
function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const executable = command === 'node' ? process.execPath : command;
    const child = spawn(executable, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
      env: cleanEnv(options.env),
    });
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

/** Starts a Node server of the app and waits until its origin answers. */
async function startServer(app, args, env) {
  const child = spawn(process.execPath, args, {
    cwd: app,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: cleanEnv({ NODE_ENV: 'production', ...env }),
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const port = args.includes('-p') ? args[args.indexOf('-p') + 1] : env.PORT;
  const origin = `http://127.0.0.1:${port}`;
  for (const until = Date.now() + 60_000; ; ) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})\n${output}`);
    try {
      if ((await fetch(origin)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) {
      child.kill();
      throw new Error(`server did not answer at ${origin}\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill();
      }),
  };
}

/** Serves a folder on 127.0.0.1:port; unknown paths fall back to index.html. */
async function serveStatic(dir, port) {
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
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

function hexToRgb(hex) {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Checks one running app in Chromium; returns the number of checks and the page's bytes. */
async function checkInBrowser(browser, consumer, origin, brand) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`console ${message.type()}: ${text} (${message.location().url})`);
    } else if (/hydrat|did not match|#418|#423|#425/i.test(text)) {
      problems.push(`hydration: ${text}`);
    }
  });
  /** gzip -9 bytes of what the page loaded, by kind. */
  const bytes = { js: 0, css: 0, html: 0 };
  const pending = [];
  page.on('response', (response) => {
    const kind = { script: 'js', stylesheet: 'css', document: 'html' }[
      response.request().resourceType()
    ];
    if (!kind || response.status() !== 200) return;
    pending.push(
      response.body().then((body) => {
        bytes[kind] += gzipSync(body, { level: 9 }).length;
      }),
    );
  });

  const checks = [];
  const expectEqual = (what, actual, expected) => {
    checks.push(what);
    if (actual !== expected) {
      throw new Error(`${consumer.name}: ${what}: expected ${expected}, got ${actual}`);
    }
  };
  await page.goto(origin, { waitUntil: 'networkidle' });

  const cta = page.getByRole('link', { name: 'Talk to us' }).first();
  const field = page.getByRole('textbox', { name: 'Work email' });
  const toast = page.getByText('Welcome to the partner site');
  await cta.waitFor({ state: 'visible', timeout: 15_000 });
  await field.waitFor({ state: 'visible' });
  // The toast is shown by the app's code once React runs, so it also says the page hydrated.
  await toast.waitFor({ state: 'visible', timeout: 15_000 });
  // The toast itself, inside the live region that announces it (the regions are always there).
  const toastBox = page
    .locator('[role="alert"] [data-variant], [role="status"] [data-variant]')
    .filter({ has: toast })
    .first();

  /** Polls a computed colour (colour changes may transition) for up to 5 s. */
  const expectColour = async (what, locator, property, hex) => {
    const expected = hexToRgb(hex);
    let actual = '';
    for (const until = Date.now() + 5000; Date.now() < until; await page.waitForTimeout(100)) {
      actual = await locator.evaluate(
        (element, name) => getComputedStyle(element).getPropertyValue(name),
        property,
      );
      if (actual === expected) break;
    }
    expectEqual(what, actual, expected);
  };
  for (const mode of ['light', 'dark']) {
    if (mode === 'dark') {
      await page.evaluate(() => {
        document.documentElement.dataset.colorMode = 'dark';
      });
    }
    const colours = brand[mode].color;
    await expectColour(`${mode}: call to action`, cta, 'background-color', colours.action.primary);
    await expectColour(`${mode}: field border`, field, 'border-top-color', colours.border.control);
    await expectColour(
      `${mode}: toast border`,
      toastBox,
      'border-top-color',
      colours.border.subtle,
    );
  }
  expectEqual('one header landmark', await page.getByRole('banner').count(), 1);

  // The header's dropdown in this app's HTML: its button names a popover panel of the page, and a
  // press opens it (ids that differ between the server's HTML and hydration break that). How it
  // opens, closes and moves focus is the component's own behaviour, checked once in Chromium by
  // src/components/SiteHeader/SiteHeader.browser.test.tsx and the SiteHeader stories.
  const services = page.getByRole('button', { name: 'Services' });
  const panelId = (await services.getAttribute('popovertarget')) ?? '';
  expectEqual(
    'the dropdown button targets a popover in the page',
    await page.locator(`[id="${panelId}"][popover]`).count(),
    1,
  );
  await services.click();
  expectEqual(
    'a press opens it',
    await page.locator(`[id="${panelId}"]`).evaluate((panel) => panel.matches(':popover-open')),
    true,
  );
  await page.keyboard.press('Escape');

  // Icons: from the served sprite file, or from the sprite inlined in the page.
  const chevron = services.locator('svg[data-icon="chevron-down"] > use');
  const href = (await chevron.getAttribute('href')) ?? '';
  if (consumer.icons === 'file') {
    const spritePath = href.split('#')[0] ?? '';
    expectEqual('icons point into the sprite file', /\.svg$/.test(spritePath), true);
    const sprite = await page.request.get(new URL(spritePath, origin).href);
    expectEqual('sprite answers 200', sprite.status(), 200);
    expectEqual(
      'sprite holds the chevron',
      (await sprite.text()).includes('id="chevron-down"'),
      true,
    );
  } else {
    expectEqual('icons point into the page', href, '#chevron-down');
    expectEqual('the page holds the symbol', await page.locator('symbol#chevron-down').count(), 1);
  }
  for (const [what, use] of [
    ['header chevron', chevron],
    ['toast dismiss icon', toastBox.locator('svg[data-icon="close"] > use')],
    ['card icon', page.locator('svg[data-icon="shield"] > use').first()],
  ]) {
    let draws = false;
    for (const until = Date.now() + 5000; !draws && Date.now() < until; ) {
      const box = await use.boundingBox();
      draws = Boolean(box && box.width > 0 && box.height > 0);
      if (!draws) await page.waitForTimeout(100);
    }
    expectEqual(`${what} draws`, draws, true);
  }

  await Promise.all(pending);
  expectEqual('console and page errors, hydration warnings', problems.join('\n'), '');
  await context.close();
  return { checks: checks.length, bytes };
}

async function main() {
  if (!existsSync(path.join(packageDir, 'dist/index.js'))) {
    throw new Error('dist/ is missing: run `pnpm --filter @lumenor/ui run build` first');
  }
  const only = process.env.CONSUMERS?.split(',').map((name) => name.trim());
  const chosen = consumers.filter(
    (consumer) => !only || only.some((name) => consumer.name.startsWith(name)),
  );
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lumenor-ui-consumers-'));
  let browser;
  const results = [];
  try {
    let step = Date.now();
    // The release publishes the very tarball checked here: it packs first and names it
    // (scripts/ci/release.mjs); otherwise the check packs dist/ itself.
    const given = process.env[tarballVariable];
    if (given) await cp(path.resolve(given), path.join(dir, path.basename(given)));
    else await run('pnpm', ['pack', '--pack-destination', dir], { cwd: packageDir });
    const tarball = readdirSync(dir).find((file) => file.endsWith('.tgz'));
    if (!tarball) throw new Error('pnpm pack wrote no tarball');
    log(
      `${given ? 'given' : 'packed'} ${tarball} (${kb((await stat(path.join(dir, tarball))).size)}) in ${seconds(step)}`,
    );

    // Install the apps side by side (mostly waiting on the network and the disk, when the store lacks a package).
    step = Date.now();
    const folders = [...new Set(chosen.map((consumer) => consumer.dir))];
    await Promise.all(
      folders.map(async (folder) => {
        const app = path.join(dir, folder);
        await cp(path.join(consumersDir, folder), app, {
          recursive: true,
          filter: (source) => !/node_modules|\.next|[/\\]build$|[/\\]dist$/.test(source),
        });
        const manifest = JSON.parse(await readFile(path.join(app, 'package.json'), 'utf8'));
        manifest.dependencies['@lumenor/ui'] = `file:${path.join(dir, tarball)}`;
        await writeFile(path.join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
        // pnpm, from the store the workspace's install filled (files hard-linked, not unpacked:
        // a tenth of npm's CPU time), laid out flat as npm lays it out. Like npm, it refuses a
        // peer dependency out of range. No lock file yet: resolved as a new app's install is.
        await run(
          'pnpm',
          [
            'install',
            '--prefer-offline',
            '--no-frozen-lockfile',
            '--config.node-linker=hoisted',
            '--config.strict-peer-dependencies=true',
            '--reporter=silent',
          ],
          { cwd: app },
        );
      }),
    );
    log(`installed ${folders.join(', ')} in ${seconds(step)}`);

    browser = await chromium.launch({
      executablePath: testBrowserPath,
    });
    for (const consumer of chosen) {
      const app = path.join(dir, consumer.dir);
      step = Date.now();
      for (const [command, ...args] of consumer.build) {
        const [executable, rest] =
          command === 'node' ? ['node', args] : ['node', [command, ...args]];
        await run(executable, rest, { cwd: app, env: consumer.env });
      }
      const built = seconds(step);
      step = Date.now();
      const brand = await import(pathToFileURL(path.join(app, 'brand.mjs')).href);
      const server = await consumer.start(app, consumer.port);
      try {
        const result = await checkInBrowser(browser, consumer, server.origin, brand);
        results.push({ name: consumer.name, ...result });
        log(
          `${consumer.name}: PASS ${result.checks} checks (build ${built}, serve + Chromium ${seconds(step)}); JS ${kb(result.bytes.js)}, CSS ${kb(result.bytes.css)}, HTML ${kb(result.bytes.html)} gzip`,
        );
      } finally {
        await server.stop();
      }
    }

    console.log('\nBytes of the page (header and form), gzip -9, as loaded by Chromium:');
    console.log('| App | JavaScript | CSS | HTML |\n| --- | ---: | ---: | ---: |');
    for (const { name, bytes } of results) {
      console.log(`| ${name} | ${kb(bytes.js)} | ${kb(bytes.css)} | ${kb(bytes.html)} |`);
    }
    const total = results.reduce((sum, result) => sum + result.checks, 0);
    console.log(
      `\nconsumer-check: PASS: ${results.length} apps, ${total} checks (brand colours light and dark, dropdown wired, toast, icons, no console error or hydration warning) in ${seconds(started)}`,
    );
  } finally {
    await browser?.close();
    if (process.env.KEEP_CONSUMER_APP) log(`kept ${dir}`);
    else await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`consumer-check: FAIL after ${seconds(started)}\n${error?.stack ?? error}`);
  process.exit(1);
});
