import { describe, expect, it } from 'vitest';
import {
  type ChunkingContext,
  isBarrel,
  type ModuleFacts,
  shellModules,
  sideEffectImportsAmong,
} from './shell-chunk';

/** A module graph given as code per id; imports are the ids listed, importers are derived. */
function graph(
  modules: Record<string, { code: string; imports?: string[]; exports?: string[] }>,
): ChunkingContext {
  const facts = new Map<string, ModuleFacts>();
  for (const [id, module] of Object.entries(modules)) {
    facts.set(id, {
      code: module.code,
      importedIds: module.imports ?? [],
      exports: module.exports ?? [],
      importers: Object.entries(modules)
        .filter(([, other]) => other.imports?.includes(id))
        .map(([otherId]) => otherId),
    });
  }
  return { getModuleInfo: (id) => facts.get(id) ?? null };
}

const uiBarrel = `import './reset.css';
import './themes/global.css';
export { Header } from './Header';
export { Footer, type FooterProps } from './Footer';
export { Card } from './Card';`;

const context = graph({
  root: {
    code: `import { Header, Footer as SiteFooter } from '@acme/ui';\nexport default function App() { return null; }`,
    imports: ['ui', 'react'],
  },
  ui: {
    code: uiBarrel,
    imports: ['reset.css', 'src/themes/global.css.ts', 'Header', 'Footer', 'Card'],
  },
  'reset.css': { code: '' },
  // Global styles that also export names (theme classes) nobody in the shell imports.
  'src/themes/global.css.ts': { code: 'export const lightTheme = "a";', exports: ['lightTheme'] },
  Header: {
    code: 'import { Icon } from "./Icon"; export function Header() {}',
    imports: ['Icon'],
    exports: ['Header'],
  },
  Icon: { code: 'export function Icon() {}', exports: ['Icon'] },
  Footer: { code: 'export function Footer() {}', exports: ['Footer'] },
  // Used by pages only: must stay out of the shell.
  Card: {
    code: 'import { Icon } from "./Icon"; export function Card() {}',
    imports: ['Icon'],
    exports: ['Card'],
  },
  react: { code: 'module.exports = {}' },
  // Not in the build (the bundler dropped it): no module info.
});

describe('shellModules', () => {
  const shell = shellModules(context, ['root', 'unknown']);

  it('takes what the shell imports through a barrel, and their imports', () => {
    expect([...shell].sort()).toEqual([
      'Footer',
      'Header',
      'Icon',
      'react',
      'reset.css',
      'src/themes/global.css.ts',
    ]);
  });

  it('takes what the barrel imports for its side effects, whatever it exports', () => {
    expect(shell.has('src/themes/global.css.ts')).toBe(true);
  });

  it('leaves out modules of the barrel that the shell does not import', () => {
    expect(shell.has('Card')).toBe(false);
  });

  it('leaves out barrels and the modules that import one (the bundler would pull the whole barrel)', () => {
    expect(shell.has('ui')).toBe(false);
    expect(shell.has('root')).toBe(false);
  });
});

describe('sideEffectImportsAmong', () => {
  it('finds the resolved ids of bare imports, and only those', () => {
    const code = `import './a.css';\nimport "./themes/b.css";\nimport { c } from './c';\nexport * from './d';`;
    const ids = ['/src/a.css', '/src/themes/b.css.ts', '/src/c.ts', '/src/d.ts', '/src/xa.css'];
    expect(sideEffectImportsAmong(code, ids)).toEqual(['/src/a.css', '/src/themes/b.css.ts']);
  });
});

describe('isBarrel', () => {
  it('is true for a module of only imports and re-exports', () => {
    expect(isBarrel(uiBarrel)).toBe(true);
  });

  it('is false for a module that also has code, or no re-exports', () => {
    expect(isBarrel(`export { a } from './a';\nexport const b = 1;`)).toBe(false);
    expect(isBarrel(`import { a } from './a';`)).toBe(false);
  });
});
