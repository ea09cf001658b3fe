// Runs after `tsc -p tsconfig.build.json`: makes dist/**/*.d.ts resolve under every
// `moduleResolution` a consumer may use (bundler, node16, nodenext).
//
// - Relative specifiers get the explicit extension of the module they name ('./Button' ->
//   './Button.js', './icons' -> './icons/index.js'): node16 and nodenext refuse extensionless
//   relative imports in ESM (TS2835), and with skipLibCheck they would silently type as `any`.
// - A vanilla-extract module's declaration is renamed like its JavaScript (X.css.d.ts ->
//   X.styles.d.ts) and imported as './X.styles.js'.
// - Side-effect imports of files that have no declaration in dist (`import './fonts.css'` in the
//   index: the CSS ships as styles.css) are removed (TS2882 otherwise).
//
// Specifiers are found with a parser (oxc-parser's module record and AST), never a regex over text.
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'oxc-parser';

interface Edit {
  start: number;
  end: number;
  text: string;
}

const dist = path.join(path.dirname(path.dirname(fileURLToPath(import.meta.url))), 'dist');

/** The `.js` specifier for a relative one, or null when dist has no declaration for it. */
function withExtension(file: string, specifier: string, exists: (file: string) => boolean) {
  if (/\.(js|mjs|cjs|json)$/.test(specifier)) return specifier;
  const base = path.resolve(path.dirname(file), specifier);
  // A vanilla-extract module ('./Button.css') is built as './Button.styles.js' (see tsup.config.ts).
  if (/\.css$/.test(specifier) && exists(`${base.replace(/\.css$/, '')}.styles.d.ts`)) {
    return `${specifier.replace(/\.css$/, '')}.styles.js`;
  }
  if (exists(`${base}.d.ts`)) return `${specifier}.js`;
  if (exists(path.join(base, 'index.d.ts'))) return `${specifier}/index.js`;
  return null;
}

/** Every node of an oxc AST (plain objects), depth first. */
function* walk(node: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(node)) {
    for (const child of node) yield* walk(child);
  } else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (typeof record.type === 'string') yield record;
    for (const [key, value] of Object.entries(record)) {
      if (key !== 'parent' && value && typeof value === 'object') yield* walk(value);
    }
  }
}

/** Rewrites one declaration file's text; returns the new text and what it could not resolve. */
export function fixDeclaration(
  file: string,
  text: string,
  exists: (file: string) => boolean,
): { text: string; unresolved: string[] } {
  const result = parseSync(file, text, { lang: 'dts', sourceType: 'module' });
  if (result.errors.length > 0) {
    throw new Error(`${file}: ${result.errors.map((error) => error.message).join('; ')}`);
  }
  const edits: Edit[] = [];
  const unresolved: string[] = [];
  // oxc records a specifier under its statement and again under the exports of the bindings it
  // imports (`import { a } from './x'; export { a }`): edit each source position once.
  const seen = new Set<number>();
  const rewrite = (request: { value: string; start: number; end: number }) => {
    if (!request.value.startsWith('.') || seen.has(request.start)) return;
    seen.add(request.start);
    const next = withExtension(file, request.value, exists);
    if (next === null) unresolved.push(request.value);
    else if (next !== request.value) {
      edits.push({ start: request.start, end: request.end, text: JSON.stringify(next) });
    }
  };
  for (const statement of result.module.staticImports) {
    const request = statement.moduleRequest;
    const isRelative = request.value.startsWith('.');
    if (
      isRelative &&
      statement.entries.length === 0 &&
      !withExtension(file, request.value, exists)
    ) {
      // A side-effect import of a file dist has no declaration for (a stylesheet): drop it.
      const end = text[statement.end] === '\n' ? statement.end + 1 : statement.end;
      edits.push({ start: statement.start, end, text: '' });
      seen.add(request.start);
    } else rewrite(request);
  }
  for (const statement of result.module.staticExports) {
    for (const entry of statement.entries) {
      if (entry.moduleRequest) rewrite(entry.moduleRequest);
    }
  }
  // `typeof import('./x')` and `import('./x').T` in inferred types.
  for (const node of walk(result.program)) {
    if (node.type !== 'TSImportType') continue;
    const literal = (node.argument as { literal?: unknown; type?: string }) ?? {};
    const source = (literal.type === 'TSLiteralType' ? literal.literal : literal) as {
      type?: string;
      value?: unknown;
      start?: number;
      end?: number;
    };
    if (source?.type === 'Literal' && typeof source.value === 'string') {
      rewrite({ value: source.value, start: source.start ?? 0, end: source.end ?? 0 });
    }
  }
  edits.sort((a, b) => b.start - a.start);
  for (let index = 1; index < edits.length; index += 1) {
    const later = edits[index - 1] as Edit;
    if ((edits[index] as Edit).end > later.start) throw new Error(`${file}: overlapping edits`);
  }
  let fixed = text;
  for (const edit of edits) fixed = fixed.slice(0, edit.start) + edit.text + fixed.slice(edit.end);
  return { text: fixed, unresolved };
}

function main(): void {
  // Declarations of vanilla-extract modules sit beside their JavaScript: X.css.d.ts -> X.styles.d.ts.
  for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
    if (file.endsWith('.css.d.ts')) {
      renameSync(
        path.join(dist, file),
        path.join(dist, file.replace(/\.css\.d\.ts$/, '.styles.d.ts')),
      );
    }
  }
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.d.ts'))
    .map((file) => path.join(dist, file));
  const known = new Set(files);
  const problems: string[] = [];
  let changed = 0;
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const fixed = fixDeclaration(file, text, (candidate) => known.has(candidate));
    for (const specifier of fixed.unresolved) {
      problems.push(`${path.relative(dist, file)}: '${specifier}' has no declaration in dist`);
    }
    if (fixed.text !== text) {
      writeFileSync(file, fixed.text);
      changed += 1;
    }
  }
  if (problems.length > 0) {
    console.error(`fix-declarations: FAIL\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log(`fix-declarations: ${changed} of ${files.length} declaration files rewritten`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
