// @vitest-environment node
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { context as esbuildContext, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Bundles what a consumer writes (`import { Button } from '@lumenor/ui'`) against the BUILT package
 * (dist/, as published) the way an app's bundler would, and checks that only the imported component
 * and what it needs end up in the bundle. Needs `pnpm run build` first (turbo runs it before `test`).
 */
const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distEntry = path.join(packageDir, 'dist/index.js');

type Bundle = { text: string; bytes: number; ownBytes: number; inputs: string[] };

/**
 * Bundles each source alone, as an app's bundler would, in one incremental esbuild context: a
 * rebuild parses again only the entry it changes, so dist/ and react-aria-components are read
 * and parsed once for every bundle (seven builds parsed them seven times).
 */
async function bundleEach<Name extends string>(
  sources: Record<Name, string>,
): Promise<Record<Name, Bundle>> {
  let source = '';
  const context = await esbuildContext({
    entryPoints: ['consumer-entry'],
    absWorkingDir: packageDir,
    outfile: 'treeshake.js',
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    metafile: true,
    logLevel: 'error',
    // React is the app's own; react-aria-components is bundled, as in a real app.
    external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    plugins: [
      {
        // What a consumer writes: the source of this build, as a module in the package's folder.
        name: 'consumer-entry',
        setup(build) {
          build.onResolve({ filter: /^consumer-entry$/ }, ({ path }) => ({
            path,
            namespace: 'consumer',
          }));
          build.onLoad({ filter: /.*/, namespace: 'consumer' }, () => ({
            contents: source,
            resolveDir: packageDir,
            loader: 'js',
          }));
        },
      },
      {
        // Resolve the package itself to its published entry (the workspace has no self-link).
        name: 'lumenor-ui-dist',
        setup(build) {
          build.onResolve({ filter: /^@lumenor\/ui$/ }, () => ({ path: distEntry }));
          build.onResolve({ filter: /^@lumenor\/ui\/icon-names$/ }, () => ({
            path: path.join(packageDir, 'dist/components/Icon/iconNames.js'),
          }));
        },
      },
    ],
  });
  const bundles = {} as Record<Name, Bundle>;
  try {
    for (const name of Object.keys(sources) as Name[]) {
      source = sources[name];
      const result = await context.rebuild();
      const [file] = result.outputFiles;
      const [output] = Object.values((result.metafile as Metafile).outputs);
      if (!file || !output) throw new Error(`esbuild wrote no bundle for ${name}`);
      const ownBytes = Object.entries(output.inputs)
        .filter(([input]) => input.startsWith('dist/'))
        .reduce((sum, [, input]) => sum + input.bytesInOutput, 0);
      const inputs = Object.entries(output.inputs)
        .filter(([, input]) => input.bytesInOutput > 0)
        .map(([input]) => input);
      bundles[name] = { text: file.text, bytes: output.bytes, ownBytes, inputs };
    }
  } finally {
    await context.dispose();
  }
  return bundles;
}

describe('tree shaking of the built package', () => {
  let button: Bundle;
  let header: Bundle;
  let everything: Bundle;
  let linkProvider: Bundle;
  let names: Bundle;
  let formPage: Bundle;
  let islands: Bundle;

  beforeAll(async () => {
    if (!existsSync(distEntry)) {
      throw new Error('dist/index.js is missing: run `pnpm --filter @lumenor/ui run build` first');
    }
    ({ button, header, everything, linkProvider, names, formPage, islands } = await bundleEach({
      button: "import { Button } from '@lumenor/ui';\nconsole.log(Button);",
      header: "import { SiteHeader } from '@lumenor/ui';\nconsole.log(SiteHeader);",
      everything: "import * as ui from '@lumenor/ui';\nconsole.log(ui);",
      linkProvider: "import { LinkProvider } from '@lumenor/ui';\nconsole.log(LinkProvider);",
      names: "import { iconNames } from '@lumenor/ui/icon-names';\nconsole.log(iconNames);",
      formPage:
        "import { Accordion, Form, SelectField, SubmitButton, TextAreaField, TextField, focusFirstInvalidField } from '@lumenor/ui';\nconsole.log(Accordion, Form, SelectField, SubmitButton, TextAreaField, TextField, focusFirstInvalidField);",
      islands:
        "import { ChatWidget, ColorModeToggle, ScriptOnly, SiteHeader, ToastRegion, showToast } from '@lumenor/ui';\nconsole.log(ChatWidget, ColorModeToggle, ScriptOnly, SiteHeader, ToastRegion, showToast);",
    }));
    // Seven builds, some over react-aria-components: generous for a loaded CI machine.
  }, 60_000);

  it('keeps the imported component', () => {
    expect(button.text).toMatch(/function Button\(/);
    expect(header.text).toMatch(/function SiteHeader\(/);
  });

  it('leaves the header, the toast and the other components out of a Button bundle', () => {
    for (const name of ['SiteHeader', 'SiteFooter', 'NavDropdown', 'ToastRegion', 'toastQueue']) {
      expect(button.text, name).not.toContain(name);
    }
    expect(
      button.inputs.filter((input) =>
        /react-aria-components\/dist\/(Toast|Modal|Dialog)/.test(input),
      ),
    ).toEqual([]);
  });

  it('keeps react-aria out of LinkProvider, which every page of a routed app loads', () => {
    expect(linkProvider.text).toMatch(/function LinkProvider\(/);
    expect(linkProvider.inputs.filter((input) => /react-aria|react-stately/.test(input))).toEqual(
      [],
    );
  });

  it('builds the header, chat, colour-mode toggle and toasts on the platform: no react-aria', () => {
    // These are the islands of a static page (popovers, details, CSS): react-aria would be most
    // of their bytes. The toast queue is react-stately's ToastQueue (no UI code).
    expect(header.inputs.filter((input) => /react-aria|react-stately/.test(input))).toEqual([]);
    expect(islands.text).toMatch(/function ChatWidget\(/);
    expect(islands.inputs.filter((input) => /react-aria/.test(input))).toEqual([]);
    expect(
      islands.inputs.filter((input) => /react-stately/.test(input) && !/toast/i.test(input)),
    ).toEqual([]);
  });

  it("keeps the header far lighter than one react-aria Button, and each a small part of the package's own code", () => {
    // A Button bundle is mostly react-aria's press handling; the header has none.
    expect(header.bytes).toBeLessThan(button.bytes * 0.25);
    // Of the package's own code, each needs a small part: tree-shaking at work.
    expect(button.ownBytes).toBeLessThan(everything.ownBytes * 0.25);
    expect(header.ownBytes).toBeLessThan(everything.ownBytes * 0.25);
  });

  it('gives @lumenor/ui/icon-names (used by @lumenor/content) without React or components', () => {
    expect(names.text).toContain('"chevron-down"');
    expect(names.text).not.toMatch(/from\s*["']react/);
    expect(names.bytes).toBeLessThan(1024);
  });

  it('ships no icon geometry in JavaScript: the drawings are in the sprite, icons.svg', () => {
    const shapes = /\bjsx[\w$]*\(\s*["'](path|circle|rect|ellipse|line|polyline|polygon)["']/g;
    expect([...everything.text.matchAll(shapes)].map((match) => match[0])).toEqual([]);
    expect(everything.text).toMatch(/\bjsx[\w$]*\(\s*["']use["']/);
  });

  it('bundles no react-aria code for a form page (fields, form, submit button, accordion)', () => {
    expect(formPage.text).toMatch(/function SubmitButton\(/);
    expect(formPage.inputs.filter((input) => /react-aria|react-stately/.test(input))).toEqual([]);
  });
});
