import { cp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describeStaleTranslations, translationStatus } from '@lumenor/content/translations';
import { emptyCategoryPages } from '../app/lib/empty-category';
import {
  islandStylesBuildDirectory,
  islandsBuildDirectory,
  islandsUrlPath,
} from '../app/lib/islands-entry.server';
import { notFoundPages } from '../app/lib/not-found';
import { writeAdminFiles } from './admin/write-admin';
import { writeFindabilityFiles } from './findability/index';
import { deferBelowFirstScreen } from './first-screen-styles';
import { inlineStylesheets, readStylesheets } from './inline-stylesheets';
import { addIslandStyles, readIslandsBuild } from './island-stylesheets';
import { writePhotoVariants } from './photos/write-photos';
import { writeSearchIndexes } from './search/write-index';
import { listFiles, precompress, writeServingFiles } from './security/write-serving-files';

/**
 * Turns React Router's prerendered output into a folder any static host can serve as is.
 */
export async function finishStaticBuild(buildDirectory: string): Promise<void> {
  const clientDirectory = path.join(buildDirectory, 'client');

  // 1. Each language's not-found page at the name hosts look for, and likewise the "No articles
  // found" page of unknown and empty categories (lib/not-found.ts, lib/empty-category.ts).
  for (const page of [...notFoundPages, ...emptyCategoryPages]) {
    await rename(
      path.join(clientDirectory, page.prerenderPath, 'index.html'),
      path.join(clientDirectory, page.file),
    );
    await rm(path.join(clientDirectory, page.prerenderPath), { recursive: true, force: true });
  }

  // 2. Pages load no client router: React Router's client scripts and route data go unused.
  for (const file of await listFiles(clientDirectory)) {
    if (/^assets\/.*\.js$/.test(file) || file.endsWith('.data')) {
      await rm(path.join(clientDirectory, file));
    }
  }

  // 3. The islands' scripts (their build ships no styles or fonts: step 4 puts their rules in the
  // pages, whose own stylesheet declares the fonts).
  await cp(islandsBuildDirectory, path.join(clientDirectory, islandsUrlPath), {
    recursive: true,
    filter: (source) => !source.includes(`${path.sep}.vite`) && !/\.(css|woff2)$/.test(source),
  });

  // 4. Each page's CSS inside its HTML, then the rules its islands can render after hydration
  // (toasts, dialogs, errors) that the prerender did not (island-stylesheets.ts); then only its
  // first screen's rules stay inline, and the whole of it is linked after the first block of <main>
  // (first-screen-styles.ts). Vite's stylesheet files are then linked from nowhere.
  const stylesheets = await readStylesheets(clientDirectory);
  const islands = await readIslandsBuild(islandStylesBuildDirectory);
  for (const page of (await listFiles(clientDirectory)).filter((file) => file.endsWith('.html'))) {
    const file = path.join(clientDirectory, page);
    const { html } = await inlineStylesheets(await readFile(file, 'utf8'), stylesheets);
    const split = await deferBelowFirstScreen(await addIslandStyles(html, islands));
    await writeFile(path.join(clientDirectory, split.stylesheet.path), split.stylesheet.css);
    await writeFile(file, split.html);
  }
  for (const stylesheet of stylesheets.keys()) await rm(path.join(clientDirectory, stylesheet));

  // 5. Photo illustrations as resized AVIF and WebP copies (scripts/photos).
  await writePhotoVariants(clientDirectory, {
    log: (message) => console.log(`photos: ${message}`),
  });

  // 6. sitemap.xml, robots.txt, feeds, icons and share images.
  await writeFindabilityFiles(clientDirectory);

  // 7. The site search's index, one file per language of the pages (scripts/search).
  await writeSearchIndexes(clientDirectory);

  // 7. The editor at /admin (scripts/admin): after the search index and the sitemap, which
  // leave it out; it carries no inline content, so the site's policy is unchanged by it.
  await writeAdminFiles(clientDirectory);

  // Telugu twins whose English changed since they were translated: listed, never blocking.
  const stale = describeStaleTranslations(translationStatus());
  console.log(
    stale.length === 0
      ? 'translations: every Telugu twin translates today’s English'
      : `translations: ${stale.length} Telugu twins behind their English (translate, then pnpm --filter @lumenor/content run translations:stamp)\n  ${stale.join('\n  ')}`,
  );

  // 8. Last: the headers hash the final HTML, and every text file gets compressed.
  await writeServingFiles(clientDirectory);
  await precompress(clientDirectory);
}
