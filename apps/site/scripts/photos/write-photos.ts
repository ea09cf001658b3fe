import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { edition, extraPostsVariable, isBlogPhoto, locales } from '@lumenor/content';
import sharp from 'sharp';
import {
  type PhotoVariant,
  phoneImageBudget,
  phoneWidestCopy,
  photoQualities,
  photoUrlPath,
  photoVariants,
} from '../../app/lib/photos';
import { openBuildCache } from '../build-cache';

/**
 * Makes the resized AVIF and WebP copies of every photo illustration (app/lib/photos.ts names
 * them) with sharp. A copy is named by its photo's content hash, so a copy made by an earlier build
 * (in the build cache, ../build-cache.ts) is reused as it is: only a new or changed photo costs
 * encoding time.
 */

/** packages/content/public: where the photos are. */
const contentPublicDirectory = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@lumenor/content/package.json')),
  'public',
);

/**
 * The file of a photo's site path (`/images/blog/…`): in `publicDirectory` when given, else where
 * the article loader found it, the `public/` folder beside an extra folder of articles (a test's,
 * LUMENOR_EXTRA_POSTS_DIR) first, then packages/content/public.
 */
export function photoFile(src: string, publicDirectory?: string): string {
  if (publicDirectory) return path.join(publicDirectory, src);
  const extra = process.env[extraPostsVariable];
  const beside = extra ? path.join(path.dirname(extra), 'public', src) : undefined;
  return beside && existsSync(beside) ? beside : path.join(contentPublicDirectory, src);
}

/**
 * AVIF at effort 2 encodes several times faster than sharp's default of 4 (about 1 s instead of
 * 8 for an 800 px copy on one core) for a file a few per cent larger.
 */
const effort = { avif: 2, webp: 4 } as const;

/**
 * What encodes a copy besides the photo and its size (a copy's name says those): a change of
 * quality, effort, budget or encoder is a new copy, not the old one from the cache.
 */
const encoderDigest = createHash('sha256')
  .update(
    JSON.stringify({
      qualities: photoQualities,
      effort,
      phoneImageBudget,
      phoneWidestCopy,
      ...sharp.versions,
    }),
  )
  .digest('hex')
  .slice(0, 12);

/** One resized copy of a photo, within the phone budget when a phone may pick it. */
async function encodePhotoVariant(photo: Buffer, variant: PhotoVariant): Promise<Buffer> {
  const resized = sharp(photo).rotate().resize({ width: variant.width, withoutEnlargement: true });
  let encoded: Buffer | undefined;
  for (const quality of photoQualities[variant.format]) {
    const options = { quality, effort: effort[variant.format] };
    encoded = await resized.clone().toFormat(variant.format, options).toBuffer();
    if (variant.width > phoneWidestCopy || encoded.length <= phoneImageBudget) return encoded;
  }
  throw new Error(
    `${variant.url}: ${encoded?.length} bytes even at the lowest quality; a phone may load it, and the budget is ${phoneImageBudget}`,
  );
}

type PhotoImage = Parameters<typeof photoVariants>[0];

/** The photos among `images` (the others are drawings), once each, by path. */
function photosOf(images: ReadonlyArray<PhotoImage>): Map<string, PhotoImage> {
  return new Map(
    images.filter((image) => isBlogPhoto(image.src)).map((image) => [image.src, image]),
  );
}

/** Every article's illustration, in every language. */
function articleImages(): PhotoImage[] {
  return locales.flatMap((locale) => edition(locale).blogPosts.map((post) => post.image));
}

/** A copy's name in the build cache. */
const cachedName = (variant: PhotoVariant) => `${encoderDigest}-${path.basename(variant.url)}`;

/**
 * For the dev server: the file of the copy a page links at `url` (`/images/photos/…`), made in
 * the build cache on the first request, so a photo uploaded in the editor shows at once;
 * undefined if no article's photo has that copy.
 */
export async function devPhotoCopy(url: string): Promise<string | undefined> {
  if (!url.startsWith(`${photoUrlPath}/`)) return undefined;
  for (const image of photosOf(articleImages()).values()) {
    const variant = photoVariants(image).find((candidate) => candidate.url === url);
    if (variant) {
      const cache = await openBuildCache('photos');
      return cache.fileOrMake(cachedName(variant), async () =>
        encodePhotoVariant(await readFile(photoFile(image.src)), variant),
      );
    }
  }
  return undefined;
}

interface WritePhotosOptions {
  /** @default every article's photo, in every language */
  images?: ReadonlyArray<PhotoImage>;
  /** Where the photos are. @default packages/content/public */
  publicDirectory?: string;
  /** Copies of earlier builds, by name. @default the build cache's `photos` folder */
  cacheDirectory?: string;
  log?: (message: string) => void;
}

/** Writes every copy of every photo into the build, and removes the full-size originals from it. */
export async function writePhotoVariants(
  clientDirectory: string,
  options: WritePhotosOptions = {},
): Promise<PhotoVariant[]> {
  const started = performance.now();
  const cache = await openBuildCache('photos', options.cacheDirectory);
  const photos = photosOf(options.images ?? articleImages());

  const written: PhotoVariant[] = [];
  let encoded = 0;
  for (const image of photos.values()) {
    const original = await readFile(photoFile(image.src, options.publicDirectory));
    // Copies of one photo are encoded side by side (sharp runs each on libuv's thread pool).
    const variants = photoVariants(image);
    await Promise.all(
      variants.map(async (variant) => {
        const target = path.join(clientDirectory, variant.url);
        const made = await cache.copyOrMake(cachedName(variant), target, () =>
          encodePhotoVariant(original, variant),
        );
        if (made) encoded += 1;
      }),
    );
    written.push(...variants);
    // Vite copied the public folder: the full-size photo is linked from nowhere.
    await rm(path.join(clientDirectory, image.src), { force: true });
  }
  // Every photo's copies are made on every build (partial ones too): the rest are no one's.
  const pruned = await cache.prune();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  options.log?.(
    `${photos.size} photo illustrations, ${written.length} copies (${encoded} encoded, ${written.length - encoded} from the cache; ${pruned} unused removed from it) in ${seconds} s`,
  );
  return written;
}
