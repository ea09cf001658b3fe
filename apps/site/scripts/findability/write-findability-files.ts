import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  allPagePaths,
  edition,
  locales,
  localizedPath,
  parseListingPagePath,
} from '@lumenor/content';
import { generatedFiles, shareImage } from '../../app/lib/config';
import { builtPagePaths, builtPages } from '../built-pages';
import { blogFeed } from './feeds';
import { faviconSet, webManifest } from './icons';
import { resolveSiteOrigin } from './origin';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap';
import { writeShareImages } from './write-share-images';

/**
 * Writes the files search engines, feed readers and link previews read, next to the prerendered
 * pages: sitemap.xml, robots.txt, rss.xml and atom.xml per language, the favicon set,
 * site.webmanifest and one share image per page built and language in og/.
 */
export async function writeFindabilityFiles(clientDirectory: string): Promise<void> {
  const origin = resolveSiteOrigin();
  const paths = allPagePaths();
  const write = async (publicPath: string, contents: string | Buffer) => {
    const file = path.join(clientDirectory, publicPath);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, contents);
  };

  await Promise.all([
    write(generatedFiles.sitemap, await sitemapXml(sitemapEntries(paths, origin, new Date()))),
    write(generatedFiles.robots, robotsTxt(origin)),
    write(generatedFiles.manifest, `${JSON.stringify(webManifest(), null, 2)}\n`),
    ...locales.flatMap((locale) => {
      const feed = blogFeed(origin, edition(locale));
      return [
        write(localizedPath(generatedFiles.rss, locale), feed.rss2()),
        write(localizedPath(generatedFiles.atom, locale), feed.atom1()),
      ];
    }),
  ]);

  // The favicon comes from packages/content/public, copied by Vite.
  const favicon = await readFile(path.join(clientDirectory, generatedFiles.faviconSvg));
  await Promise.all(faviconSet(favicon).map((icon) => write(icon.path, icon.contents)));

  const started = performance.now();
  // The share images of the pages built (every page, but in a partial build: ../built-pages.ts,
  // which keeps the other pages' images in the cache). A later page of a list shows its first
  // page's image (shareImagePath).
  const images = await writeShareImages(clientDirectory, {
    origin,
    favicon,
    pages: [...builtPagePaths().filter((page) => !parseListingPagePath(page)), null],
    prune: builtPages() === 'all',
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `findability: ${paths.length} pages for ${origin}: sitemap.xml, robots.txt, feeds, icons, manifest; ` +
      `${images.count} share images (${shareImage.width}x${shareImage.height}; ${images.drawn} drawn, ${images.reused} from the cache, ${images.pruned} unused removed from it) in ${seconds} s`,
  );
}
