import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Where vite.islands.config.ts writes the islands' build (beside the site's build folder, which
 * React Router empties when it starts), and the URL path the site serves it at.
 */
export const islandsBuildDirectory = path.resolve(
  import.meta.dirname,
  '../..',
  `${process.env.SITE_BUILD_DIR ?? 'build'}-islands`,
);
export const islandsUrlPath = '/islands/';

/**
 * Where the islands' build is made a second time with its CSS split by chunk (ISLAND_STYLES=1):
 * only its manifest and stylesheets are read, by the build's last steps, and nothing of it is
 * shipped (see vite.island-styles.config.ts).
 */
export const islandStylesBuildDirectory = `${islandsBuildDirectory}-styles`;

/**
 * The URL of the islands' entry script (hashed), read from the islands build's manifest: the
 * islands are built before the pages are prerendered (see the site's `build` script). The dev
 * server compiles the entry from source instead, so it needs no build first.
 */
export function islandsEntryUrl(): string {
  if (import.meta.env.DEV) return '/app/islands/dev-entry.ts';
  const manifestFile = path.join(islandsBuildDirectory, '.vite', 'manifest.json');
  let manifest: Record<string, { file: string; isEntry?: boolean }>;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  } catch (error) {
    throw new Error(`Build the islands first (vite build -c vite.islands.config.ts): ${error}`);
  }
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error(`${manifestFile} names no entry`);
  return `${islandsUrlPath}${entry.file}`;
}
