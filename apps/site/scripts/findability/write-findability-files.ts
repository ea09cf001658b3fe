import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  allPagePaths,
  blogPostPath,
  edition,
  isBlogPhoto,
  locales,
  localizedPath,
  parseListingPagePath,
} from '@lumenor/content';
import { generatedFiles, shareImage, shareImagePath } from '../../app/lib/config';
import { builtPagePaths } from '../built-pages';
import { photoFile } from '../photos/write-photos';
import { blogFeed } from './feeds';
import { faviconSet, webManifest } from './icons';
import { resolveSiteOrigin } from './origin';
import {
  loadShareImageFonts,
  renderShareImage,
  shareCardForPath,
  sharePhotoDataUrl,
  svgDataUrl,
} from './share-images';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap';

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
  const fonts = await loadShareImageFonts();
  // The share images of the pages built (every page, but in a partial build: ../built-pages.ts).
  // (A later page of a list shows its first page's image: shareImagePath.)
  const pages = [...builtPagePaths().filter((page) => !parseListingPagePath(page)), null];
  const mark = svgDataUrl(favicon);
  // An article with a photo illustration shows it on its card (the same photo in each language).
  const photos = new Map(
    edition('en')
      .blogPosts.filter((post) => isBlogPhoto(post.image.src))
      .map((post) => [
        blogPostPath(post.id),
        readFile(photoFile(post.image.src)).then(sharePhotoDataUrl),
      ]),
  );
  await Promise.all(
    locales.flatMap((locale) =>
      pages.map(async (page) => {
        const photo = page === null ? undefined : await photos.get(page);
        const card = {
          ...shareCardForPath(page, origin, edition(locale)),
          mark,
          ...(photo ? { photo } : {}),
        };
        await write(shareImagePath(page, locale), await renderShareImage(card, fonts));
      }),
    ),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `findability: ${paths.length} pages for ${origin}: sitemap.xml, robots.txt, feeds, icons, manifest; ` +
      `${pages.length * locales.length} share images (${shareImage.width}x${shareImage.height}) in ${seconds} s`,
  );
}
