/**
 * Node's own modules for the records read from files (articles, authors), fetched at call time so
 * that importing this package in a browser (the dev server loads it unbundled) never touches them.
 */
type Crypto = typeof import('node:crypto');
type Fs = typeof import('node:fs');
type Path = typeof import('node:path');
type Url = typeof import('node:url');
type NodeModule = typeof import('node:module');

interface NodeBuiltins {
  crypto: Crypto;
  fs: Fs;
  path: Path;
  url: Url;
  module: NodeModule;
}

export function nodeBuiltins(): NodeBuiltins | undefined {
  const get = globalThis.process?.getBuiltinModule;
  if (typeof get !== 'function') return undefined;
  return {
    crypto: get('node:crypto') as Crypto,
    fs: get('node:fs') as Fs,
    path: get('node:path') as Path,
    url: get('node:url') as Url,
    module: get('node:module') as NodeModule,
  };
}

export function requireNode(): NodeBuiltins {
  const node = nodeBuiltins();
  if (!node) throw new Error('Articles and authors are read from files: call this in Node');
  return node;
}

/** The folder of the package (the one holding this package.json), in source or bundled. */
export function contentPackageDirectory(): string {
  const { fs, path, url, module } = requireNode();
  // Read from source (tests, the dev server, the site's build config): two levels up.
  const fromSource = path.resolve(path.dirname(url.fileURLToPath(import.meta.url)), '../..');
  const manifest = path.join(fromSource, 'package.json');
  if (fs.existsSync(manifest)) {
    const { name } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string };
    if (name === '@lumenor/content') return fromSource;
  }
  // Bundled into another program (the prerender build): find the package as Node would.
  const require = module.createRequire(import.meta.url);
  return path.dirname(require.resolve('@lumenor/content/package.json'));
}
