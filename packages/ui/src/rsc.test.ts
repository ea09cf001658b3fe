// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'oxc-parser';
import { describe, expect, it } from 'vitest';

/**
 * React Server Components, checked on the BUILT package (dist/, as published): a module without
 * `"use client"` is evaluated in the server graph, where React has no createContext, no state and
 * no effects, and react-aria-components (which creates contexts as it loads) cannot run. So such a
 * module may import none of them; a client module is a boundary (the server only references it).
 * Needs `pnpm run build` first (turbo runs it before `test`). The Next.js consumer check renders
 * the components from a Server Component page for real.
 */
const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/** React exports that the `react-server` build of React does not have. */
const clientOnlyReact = new Set([
  'createContext',
  'useContext',
  'useState',
  'useReducer',
  'useEffect',
  'useLayoutEffect',
  'useInsertionEffect',
  'useRef',
  'useImperativeHandle',
  'useSyncExternalStore',
  'useTransition',
  'useDeferredValue',
  'useOptimistic',
  'useActionState',
  'startTransition',
  'Component',
  'PureComponent',
]);

interface Module {
  file: string;
  client: boolean;
  imports: Array<{ from: string; names: string[] }>;
}

function readModules(): Module[] {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const text = readFileSync(path.join(dist, file), 'utf8');
      const { program, module } = parseSync(file, text, { sourceType: 'module' });
      const first = program.body[0] as { directive?: string } | undefined;
      const imports = [
        ...module.staticImports.map((statement) => ({
          from: statement.moduleRequest.value,
          names: statement.entries.map((entry) => entry.importName.name ?? '*'),
        })),
        ...module.staticExports.flatMap((statement) =>
          statement.entries
            .filter((entry) => entry.moduleRequest)
            .map((entry) => ({
              from: entry.moduleRequest?.value ?? '',
              names: [entry.importName.name ?? '*'],
            })),
        ),
      ];
      return {
        file: file.split(path.sep).join('/'),
        client: first?.directive === 'use client',
        imports,
      };
    });
}

describe('React Server Components (dist)', () => {
  if (!existsSync(path.join(dist, 'index.js'))) {
    throw new Error('dist/ is missing: run `pnpm --filter @lumenor/ui run build` first');
  }
  const modules = readModules();
  const byFile = new Map(modules.map((module) => [module.file, module]));

  it('keeps every server module free of client-only React and of react-aria', () => {
    const problems: string[] = [];
    for (const module of modules.filter((candidate) => !candidate.client)) {
      for (const { from, names } of module.imports) {
        if (/^react-(aria|stately)/.test(from)) problems.push(`${module.file} imports ${from}`);
        if (from === 'react') {
          for (const name of names.filter((imported) => clientOnlyReact.has(imported))) {
            problems.push(`${module.file} imports ${name} from react`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('imports only modules that exist in dist, by their .js file', () => {
    const missing = modules.flatMap((module) =>
      module.imports
        .filter(({ from }) => from.startsWith('.'))
        .map(({ from }) => path.posix.join(path.posix.dirname(module.file), from))
        .filter((target) => !byFile.has(target)),
    );
    expect(missing).toEqual([]);
  });

  it('marks the interactive components and the contexts as client modules', () => {
    for (const file of [
      'components/SiteHeader/SiteHeader.js',
      'components/SiteHeader/NavDropdown.js',
      'components/Toast/Toast.js',
      'components/Toast/toastQueue.js',
      'components/TextField/TextField.js',
      'components/SubmitButton/SubmitButton.js',
      'components/Button/Button.js',
      'components/Icon/Icon.js',
      'components/Icon/IconSpriteProvider.js',
      'components/LinkProvider/LinkProvider.js',
      'internal/LinkRouterContext.js',
      'internal/Anchor.js',
      'colorMode/ColorModeToggle.js',
    ]) {
      expect(byFile.get(file)?.client, file).toBe(true);
    }
  });

  it('leaves the stateless components, the index and the theming API in the server graph', () => {
    for (const file of [
      'index.js',
      'theming.js',
      'colorMode/colorMode.js',
      'components/Card/Card.js',
      'components/Badge/Badge.js',
      'components/Heading/Heading.js',
      'components/Text/Text.js',
      'components/Stack/Stack.js',
      'components/Section/Section.js',
      'components/SiteFooter/SiteFooter.js',
      'components/AppShell/AppShell.js',
      'components/Icon/IconSprite.js',
      'internal/linkRouting.js',
    ]) {
      expect(byFile.get(file)?.client, file).toBe(false);
    }
  });
});
