import { requestPathsOf } from '../lib/file-routes';

/**
 * How long browsers and caches keep each kind of file the build writes: the one source of the
 * site's caching. The build writes it into `_headers` (write-serving-files.ts), which the local
 * server and static hosts apply alike.
 */
export const cacheControls = {
  /**
   * Pages, feeds, robots.txt, sitemap.xml, the manifest and the search index keep their address
   * when their content changes: revalidated on every use (a 304 while unchanged), so a visitor
   * sees a deploy at once.
   */
  revalidate: 'no-cache',
  /** Images keep their name when redrawn, and a day-old share image or icon harms no one. */
  image: 'public, max-age=86400',
  /** A file whose name carries a hash of its content never changes under that name. */
  immutable: 'public, max-age=31536000, immutable',
} as const;

type CacheKind = keyof typeof cacheControls;

/** The kind of a file of the build; `assets/` and `islands/` hold Vite's hashed files. */
export function cacheKindOf(file: string): CacheKind {
  if (/^(assets|islands)\//.test(file)) return 'immutable';
  return /\.(png|jpe?g|webp|avif|gif|svg|ico)$/i.test(file) ? 'image' : 'revalidate';
}

/**
 * `_headers` rules (path pattern, kind) that give every file of the build its kind's
 * Cache-Control, and no address two: hosts join the values of every rule that matches, so a
 * site-wide `no-cache` would spoil the year of the hashed files. A folder whose files are all of
 * one kind is one rule (`/about/*`, and `/about` for its page); a folder with mixed kinds (the
 * root) is taken file by file and folder by folder. So the count grows with the top-level
 * sections of the site, not with its pages. Host configuration and compressed copies have no
 * address of their own.
 */
export function cacheRules(files: readonly string[]): Array<[pattern: string, kind: CacheKind]> {
  return rulesUnder(
    '',
    files.filter((file) => !file.startsWith('_') && !/\.(br|gz)$/.test(file)),
  );
}

function rulesUnder(folder: string, files: readonly string[]): Array<[string, CacheKind]> {
  const [kind, ...others] = new Set(files.map(cacheKindOf));
  if (folder !== '' && kind && others.length === 0) {
    const address = `/${folder.slice(0, -1)}`;
    const page: Array<[string, CacheKind]> = files.includes(`${folder}index.html`)
      ? [[address, kind]]
      : [];
    return [...page, [`${address}/*`, kind]];
  }
  const direct = files.filter((file) => !file.slice(folder.length).includes('/'));
  const subfolders = new Set(
    files
      .filter((file) => !direct.includes(file))
      .map((file) => `${folder}${file.slice(folder.length).split('/')[0]}/`),
  );
  return [
    ...direct.flatMap((file) =>
      requestPathsOf(file).map((address): [string, CacheKind] => [address, cacheKindOf(file)]),
    ),
    ...[...subfolders].sort().flatMap((subfolder) =>
      rulesUnder(
        subfolder,
        files.filter((file) => file.startsWith(subfolder)),
      ),
    ),
  ];
}
