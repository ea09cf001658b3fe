import { describe, expect, it } from 'vitest';
import { deferredLoader, hydrateAfterPaint } from './hydrate-after-paint';

const routerBootstrap =
  'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-3.js";\nimport * as route1 from "/assets/home-4.js";\n  \n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-2.js");';

/** The shape React Router's prerender writes (shortened). */
const page = [
  '<!DOCTYPE html><html><head>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="modulepreload" href="/assets/root-3.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="stylesheet" href="/assets/root-3.css"/>',
  '<script>document.documentElement.dataset.colorMode="light"</script>',
  '</head><body><h1>Title</h1>',
  '<script>window.__reactRouterContext = {};</script>',
  `<script type="module" async="">${routerBootstrap}</script>`,
  '</body></html>',
].join('');

describe('hydrateAfterPaint', () => {
  const { html, bootstrap } = hydrateAfterPaint(page);
  const loader = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

  it('removes the module preloads from the HTML and keeps everything else', () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-3.css"/>');
    expect(html).toContain('dataset.colorMode="light"');
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('window.__reactRouterContext = {};');
  });

  it("moves React Router's module, unchanged, into a file named by its content", () => {
    expect(bootstrap.code).toBe(`${routerBootstrap.trim()}\n`);
    expect(bootstrap.fileName).toMatch(/^assets\/hydrate-[0-9a-f]{8}\.js$/);
    expect(hydrateAfterPaint(page).bootstrap.fileName).toBe(bootstrap.fileName);
    const other = hydrateAfterPaint(page.replace('home-4', 'about-5')).bootstrap.fileName;
    expect(other).not.toBe(bootstrap.fileName);
  });

  it('loads nothing before the first painted frame, then preloads every file once and imports that file', () => {
    expect(loader).toBe(
      deferredLoader(
        ['/assets/manifest-1.js', '/assets/entry.client-2.js', '/assets/root-3.js'],
        `/${bootstrap.fileName}`,
      ),
    );
    expect(loader.startsWith('await new Promise((resolve) => requestAnimationFrame(')).toBe(true);
    expect(loader).not.toMatch(/^\s*import\s+["*{]/m);
  });

  it('fails the build on a page without a bootstrap, or with two', () => {
    expect(() => hydrateAfterPaint('<html><body></body></html>')).toThrow(/no React Router/);
    const twice = page.replace(
      '</body>',
      `<script type="module">${routerBootstrap}</script></body>`,
    );
    expect(() => hydrateAfterPaint(twice)).toThrow(/two React Router/);
  });
});

describe('deferredLoader', () => {
  it('runs: after the frame it adds the preloads, then imports the bootstrap', async () => {
    const steps: string[] = [];
    const globals = {
      requestAnimationFrame: (callback: () => void) => {
        steps.push('frame');
        callback();
      },
      document: {
        head: {
          append: (link: { rel: string; href: string }) => steps.push(`${link.rel} ${link.href}`),
        },
        createElement: () => ({}),
      },
    };
    const body = deferredLoader(['/a.js'], '/assets/hydrate-1.js').replaceAll('import(', 'load(');
    const run = new Function(
      'load',
      ...Object.keys(globals),
      `return (async () => {\n${body}\n})();`,
    );
    await run((specifier: string) => steps.push(`import ${specifier}`), ...Object.values(globals));
    expect(steps).toEqual([
      'frame',
      'frame',
      'modulepreload /a.js',
      'modulepreload /assets/hydrate-1.js',
      'import /assets/hydrate-1.js',
    ]);
  });
});
