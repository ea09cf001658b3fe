import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  allPagePaths,
  blogPostPath,
  edition,
  isBlogPhoto,
  locales,
  localizedPath,
} from '@lumenor/content';
import { generatedFiles, shareImage, shareImagePath } from '../../app/lib/config';
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

export interface FindabilityOptions {
  /** Defaults to VITE_SITE_ORIGIN (environment or .env files), else the company record. */
  origin?: string;
  /** Defaults to every prerendered path. */
  paths?: readonly string[];
  buildDate?: Date;
  log?: (message: string) => void;
  /** Where the articles' photos are. @default packages/content/public */
  publicDirectory?: string;
}

/**
 * Writes the files search engines, feed readers and link previews read, next to the prerendered
 * pages: sitemap.xml, robots.txt, rss.xml, atom.xml, the favicon set, site.webmanifest and one
 * share image per page in og/.
 */
export async function writeFindabilityFiles(
  clientDirectory: string,
  options: FindabilityOptions = {},
): Promise<void> {
  const origin = options.origin ?? resolveSiteOrigin();
  const paths = options.paths ?? allPagePaths();
  const buildDate = options.buildDate ?? new Date();
  const log = options.log ?? ((message: string) => console.log(`findability: ${message}`));
  const write = async (publicPath: string, contents: string | Buffer) => {
    const file = path.join(clientDirectory, publicPath);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, contents);
  };

  await Promise.all([
    write(generatedFiles.sitemap, sitemapXml(sitemapEntries(paths, origin, buildDate))),
    write(generatedFiles.robots, robotsTxt(origin)),
    write(generatedFiles.manifest, `${JSON.stringify(webManifest(), null, 2)}\n`),
    // A feed per language: /rss.xml and /atom.xml, /te/rss.xml and /te/atom.xml.
    ...locales.flatMap((locale) => {
      const feed = blogFeed(origin, edition(locale));
      return [
        write(localizedPath(generatedFiles.rss, locale), feed.rss2()),
        write(localizedPath(generatedFiles.atom, locale), feed.atom1()),
      ];
    }),
  ]);

  const faviconFile = path.join(clientDirectory, generatedFiles.faviconSvg);
  const favicon = await readFile(faviconFile).catch(() => {
    throw new Error(
      `findability: ${faviconFile} is missing; the favicon lives in packages/content/public/favicon.svg`,
    );
  });
  await Promise.all(faviconSet(favicon).map((icon) => write(icon.path, icon.contents)));

  const started = performance.now();
  const fonts = await loadShareImageFonts();
  const pages: Array<string | null> = [...paths, null];
  const mark = svgDataUrl(favicon);
  // One image per page and language, its text in that language.
  // An article with a photo illustration shows it on its card (the same photo in each language).
  const photos = new Map<string, Promise<string>>();
  for (const post of edition('en').blogPosts) {
    if (!isBlogPhoto(post.image.src)) continue;
    const file = photoFile(post.image.src, options.publicDirectory);
    photos.set(blogPostPath(post.id), readFile(file).then(sharePhotoDataUrl));
  }
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
  log(
    `${paths.length} pages for ${origin}: sitemap.xml, robots.txt, feeds, icons, manifest; ` +
      `${pages.length * locales.length} share images (${shareImage.width}x${shareImage.height}) in ${seconds} s`,
  );
}
