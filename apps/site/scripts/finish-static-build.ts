import { cp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  describeStaleTranslations,
  translationStatus,
  translationsAwaited,
} from '@lumenor/content/translations';
import { writeAdminFiles } from '@lumenor/editor/write-admin';
import { emptyCategoryPages } from '../app/lib/empty-category';
import {
  islandStylesBuildDirectory,
  islandsBuildDirectory,
  islandsUrlPath,
} from '../app/lib/islands-entry.server';
import { notFoundPages } from '../app/lib/not-found';
import { builtPages, builtPagesVariable } from './built-pages';
import { writeFindabilityFiles } from './findability/write-findability-files';
import { deferBelowFirstScreen } from './first-screen-styles';
import { readIslandRules } from './island-stylesheets';
import { fileOfRoute } from './lib/file-routes';
import { listFiles, precompress } from './lib/files';
import { forEachPage, writePage } from './lib/pages';
import { writePhotoVariants } from './photos/write-photos';
import { writeSearchIndex } from './search/write-index';
import { writeServingFiles } from './security/write-serving-files';
import { writeVersionFile } from './version-file';

const megabytes = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;

/**
 * Runs one step of the build and logs its wall time and the process's memory after it: the
 * growth benchmark (bench/scale.ts) builds thousands of pages, and these lines say which step
 * takes the time or holds the memory.
 */
async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  const { rss, heapUsed } = process.memoryUsage();
  console.log(
    `step ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s, resident ${megabytes(rss)} (heap ${megabytes(heapUsed)})`,
  );
  return result;
}

/**
 * Turns React Router's prerendered output into a folder any static host can serve as is.
 */
export async function finishStaticBuild(buildDirectory: string): Promise<void> {
  const clientDirectory = path.join(buildDirectory, 'client');

  // 1. Each language's not-found page at the name hosts look for, and likewise the "No articles
  // found" page of unknown and empty categories (lib/not-found.ts, lib/empty-category.ts).
  for (const page of [...notFoundPages, ...emptyCategoryPages]) {
    await rename(
      path.join(clientDirectory, fileOfRoute(page.prerenderPath)),
      path.join(clientDirectory, page.file),
    );
    await rm(path.join(clientDirectory, page.prerenderPath), { recursive: true, force: true });
  }

  // 2. Pages load no client router: React Router's client scripts and route data go unused. Its
  // stylesheets are read for step 4.
  const stylesheets = new Map<string, string>();
  for (const file of await listFiles(clientDirectory)) {
    const fullPath = path.join(clientDirectory, file);
    if (/^assets\/.*\.js$/.test(file) || file.endsWith('.data')) await rm(fullPath);
    if (/^assets\/.*\.css$/.test(file))
      stylesheets.set(file, (await readFile(fullPath, 'utf8')).trim());
  }

  // 3. The islands' scripts (their build ships no styles or fonts: step 4 puts their rules in the
  // pages, whose own stylesheet declares the fonts).
  await cp(islandsBuildDirectory, path.join(clientDirectory, islandsUrlPath), {
    recursive: true,
    filter: (source) => !source.includes(`${path.sep}.vite`) && !/\.(css|woff2)$/.test(source),
  });

  // 4. Each page, one at a time (lib/pages.ts): its CSS (the stylesheets it links, and the rules
  // its islands can render after hydration that the prerender did not: toasts, dialogs, errors,
  // island-stylesheets.ts) is split: only its first screen's rules stay inline, and the whole of it
  // is linked after the first screen's blocks of <main> (first-screen-styles.ts). Vite's stylesheet
  // files are then linked from nowhere.
  console.log(`step prerender: done, resident ${megabytes(process.memoryUsage().rss)}`);
  const islandRules = await readIslandRules(islandStylesBuildDirectory);
  await step('first-screen styles', () =>
    forEachPage(clientDirectory, async (page) => {
      const stylesheet = await deferBelowFirstScreen(page.document, stylesheets, islandRules);
      await writeFile(path.join(clientDirectory, stylesheet.path), stylesheet.css);
      await writePage(clientDirectory, page);
    }),
  );
  for (const file of stylesheets.keys()) await rm(path.join(clientDirectory, file));

  // 5. Photo illustrations as resized AVIF and WebP copies (scripts/photos).
  await step('photos', () =>
    writePhotoVariants(clientDirectory, {
      log: (message) => console.log(`photos: ${message}`),
    }),
  );

  // 6. sitemap.xml, robots.txt, feeds, icons and share images.
  await step('findability', () => writeFindabilityFiles(clientDirectory));

  // 7. The site search's index, in small files per language of the pages (scripts/search).
  const search = await step('search', () => writeSearchIndex(clientDirectory));
  console.log(
    `search: ${search.languages.map(({ lang, documents, shards }) => `${lang} ${documents} pages in ${shards} word shards`).join(', ')}`,
  );

  // 8. The editor at /admin (@lumenor/editor): after the search index and the sitemap, which
  // leave it out; it carries no inline content, so the site's policy is unchanged by it.
  await writeAdminFiles(clientDirectory);

  // 8b. version.json: the commit the site is built from, which the smoke check after a deploy reads.
  const version = await writeVersionFile(clientDirectory);
  console.log(`version.json: commit ${version.commit}${version.preview ? ' (preview)' : ''}`);

  // Telugu twins whose English changed since they were translated: listed, never blocking.
  const stale = describeStaleTranslations(translationStatus());
  console.log(
    stale.length === 0
      ? 'translations: every Telugu twin translates today’s English'
      : `translations: ${stale.length} Telugu twins behind their English (translate, then pnpm --filter @lumenor/content run translations:stamp)\n  ${stale.join('\n  ')}`,
  );
  const awaited = translationsAwaited();
  if (awaited.length > 0) {
    console.log(
      `translations: ${awaited.length} articles published in English only, awaiting translation: ${awaited.map((item) => item.source).join(', ')}`,
    );
  }

  // 9. Last: each page's policy hashes the inline code of its final tree (written into the page),
  // `_headers` and `_redirects` are written, and every text file gets compressed (not in a partial
  // build, which is never served: scripts/built-pages.ts).
  await step('serving files', () => writeServingFiles(clientDirectory));
  if (builtPages() === 'all') await step('compression', () => precompress(clientDirectory));
  else console.log(`${builtPagesVariable}=${builtPages()}: a partial build, never to be deployed`);
}
