import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { emptyCategoryFile, emptyCategoryPrerenderPath } from '../app/lib/empty-category';
import { notFoundPath } from '../app/lib/not-found';
import { writeFindabilityFiles } from './findability/index';
import { hydrateAfterPaint } from './hydrate-after-paint';
import { listFiles, precompress, writeServingFiles } from './security/write-serving-files';

/** The catch-all route is prerendered at this path, then moved to the conventional 404.html. */
export const notFoundPrerenderPath = notFoundPath;

/**
 * Turns React Router's prerendered output into a folder any static host can serve as is.
 */
export async function finishStaticBuild(buildDirectory: string): Promise<void> {
  const clientDirectory = path.join(buildDirectory, 'client');
  await rename(
    path.join(clientDirectory, notFoundPrerenderPath, 'index.html'),
    path.join(clientDirectory, '404.html'),
  );
  await rm(path.join(clientDirectory, notFoundPrerenderPath), { recursive: true, force: true });
  // Likewise the "No articles found" page of unknown and empty categories (lib/empty-category.ts).
  await rename(
    path.join(clientDirectory, emptyCategoryPrerenderPath, 'index.html'),
    path.join(clientDirectory, emptyCategoryFile),
  );
  await rm(path.join(clientDirectory, emptyCategoryPrerenderPath), {
    recursive: true,
    force: true,
  });
  await writeFindabilityFiles(clientDirectory);
  for (const page of (await listFiles(clientDirectory)).filter((file) => file.endsWith('.html'))) {
    const file = path.join(clientDirectory, page);
    const { html, bootstrap } = hydrateAfterPaint(await readFile(file, 'utf8'));
    await writeFile(file, html);
    // Named by content: pages of one route share the file (and writing it twice is harmless).
    await writeFile(path.join(clientDirectory, bootstrap.fileName), bootstrap.code);
  }
  // Keep these last: the headers hash the final HTML, and every text file gets compressed.
  await writeServingFiles(clientDirectory);
  await precompress(clientDirectory);
}
