import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  blogPostPath,
  edition,
  isBlogPhoto,
  type Locale,
  locales,
  pageLocales,
} from '@lumenor/content';
import { palette } from '@lumenor/ui';
import type { SatoriOptions } from 'satori';
import { shareImage, shareImagePath } from '../../app/lib/config';
import { openBuildCache } from '../build-cache';
import { mapWithLimit } from '../lib/concurrency';
import { photoFile } from '../photos/write-photos';
import {
  loadShareImageFonts,
  renderShareImage,
  type ShareCard,
  shareCardForPath,
  sharePhotoDataUrl,
  svgDataUrl,
} from './share-images';

/**
 * Draws the share image of every page built in every language, or copies it from the build cache
 * (../build-cache.ts) when an earlier build drew the same picture: an image is named there by a
 * hash of all it is drawn from (its card, its photo's content hash, the template, the fonts, the
 * drawing libraries' versions), so any change to what it shows draws it again.
 */

/** The template a card is drawn with: its fonts, and a hash of everything besides the card. */
export interface ShareImageTemplate {
  fonts: NonNullable<SatoriOptions['fonts']>;
  digest: string;
}

const templateFile = fileURLToPath(new URL('./share-images.tsx', import.meta.url));

/**
 * A hash of what draws every card the same way: the template's source (layout, clamping, the
 * photo's crop and blur), the fonts' bytes, the colours and size, and the versions of satori,
 * resvg and sharp (a new version may lay out, rasterise or blur differently).
 */
export function shareImageTemplateDigest(
  source: string,
  fonts: ShareImageTemplate['fonts'],
  versions: Record<string, string>,
): string {
  const hash = createHash('sha256');
  hash.update(source);
  for (const font of fonts) {
    hash.update(JSON.stringify([font.name, font.weight, font.style]));
    hash.update(Buffer.from(font.data as ArrayBuffer));
  }
  hash.update(JSON.stringify({ palette, shareImage, versions }));
  return hash.digest('hex');
}

export async function loadShareImageTemplate(): Promise<ShareImageTemplate> {
  const fonts = (await loadShareImageFonts()) ?? [];
  const require = createRequire(import.meta.url);
  const { default: sharp } = await import('sharp');
  const versions = {
    satori: require('satori/package.json').version,
    resvg: require('@resvg/resvg-js/package.json').version,
    sharp: sharp.versions.sharp ?? '',
    vips: sharp.versions.vips,
  };
  return {
    fonts,
    digest: shareImageTemplateDigest(await readFile(templateFile, 'utf8'), fonts, versions),
  };
}

/** What a share image shows: its card (a photo by its content hash) in its language. */
export type ShareCardKey = Omit<ShareCard, 'photo'> & { locale: Locale; photoHash?: string };

/** The cache's name of a card's image drawn with a template. */
export function shareImageCacheName(
  card: ShareCardKey,
  template: Pick<ShareImageTemplate, 'digest'>,
) {
  // Keys sorted: the same card is the same name whatever order its fields were written in.
  const fields = Object.fromEntries(Object.entries(card).sort(([a], [b]) => a.localeCompare(b)));
  const hash = createHash('sha256').update(template.digest).update(JSON.stringify(fields));
  return `${hash.digest('hex').slice(0, 32)}.png`;
}

const fileDigest = async (file: string) =>
  createHash('sha256')
    .update(await readFile(file))
    .digest('hex');

interface WriteShareImagesOptions {
  origin: string;
  /** The favicon (SVG), the brand mark on every card. */
  favicon: Buffer;
  /** Page paths without a locale prefix; `null` is the not-found page. */
  pages: Array<string | null>;
  /** Removes the cached images this run did not use (only a build of every page may). */
  prune: boolean;
  /** @default the build cache's `share-images` folder */
  cacheDirectory?: string;
  template?: ShareImageTemplate;
}

/** Share images drawn or copied at the same time: enough to keep libuv's threads busy. */
const drawingsAtOnce = 8;

/** Writes one share image per page and language into the client folder. */
export async function writeShareImages(clientDirectory: string, options: WriteShareImagesOptions) {
  const template = options.template ?? (await loadShareImageTemplate());
  const cache = await openBuildCache('share-images', options.cacheDirectory);
  const mark = svgDataUrl(options.favicon);
  // An article with a photo illustration shows it on its card (the same photo in each language),
  // cropped only when a card with it is drawn.
  const photos = new Map(
    edition('en')
      .blogPosts.filter((post) => isBlogPhoto(post.image.src))
      .map((post) => [blogPostPath(post.id), post.image]),
  );
  const crops = new Map<string, Promise<string>>();
  const crop = (src: string) => {
    const dataUrl = crops.get(src) ?? readFile(photoFile(src)).then(sharePhotoDataUrl);
    crops.set(src, dataUrl);
    return dataUrl;
  };
  // Each page in the languages it is published in (an article may await its translation).
  const cards = locales.flatMap((locale) =>
    options.pages
      .filter((page) => page === null || pageLocales(page).includes(locale))
      .map((page) => ({ page, locale })),
  );
  let drawn = 0;
  // A few at a time: each drawing holds its picture's buffers until it is written.
  await mapWithLimit(cards, drawingsAtOnce, async ({ page, locale }) => {
    const image = page === null ? undefined : photos.get(page);
    const card = { ...shareCardForPath(page, options.origin, edition(locale)), mark };
    const photoHash = image && (image.contentHash ?? (await fileDigest(photoFile(image.src))));
    const key = { ...card, locale, ...(photoHash ? { photoHash } : {}) };
    const target = path.join(clientDirectory, shareImagePath(page, locale));
    const made = await cache.copyOrMake(shareImageCacheName(key, template), target, async () =>
      renderShareImage(
        { ...card, ...(image ? { photo: await crop(image.src) } : {}) },
        template.fonts,
      ),
    );
    if (made) drawn += 1;
  });
  const pruned = options.prune ? await cache.prune() : 0;
  const count = cards.length;
  return { count, drawn, reused: count - drawn, pruned };
}
