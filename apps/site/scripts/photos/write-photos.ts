import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { edition, extraPostsVariable, isBlogPhoto, locales } from '@lumenor/content';
import sharp from 'sharp';
import {
  type PhotoVariant,
  phoneImageBudget,
  phoneWidestCopy,
  photoUrlPath,
  photoVariants,
} from '../../app/lib/photos';

/**
 * Makes the resized AVIF and WebP copies of every photo illustration (app/lib/photos.ts names
 * them) with sharp. A copy is named by its photo's content hash, so a copy made by an earlier build
 * (in the cache folder) is reused as it is: only a new or changed photo costs encoding time.
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

/** Quality of each format, best first; a copy a phone may pick steps down until it fits the budget. */
const qualities = { avif: [50, 42, 34, 26], webp: [76, 66, 56, 46, 36] } as const;

/**
 * AVIF at effort 2 encodes several times faster than sharp's default of 4 (about 1 s instead of
 * 8 for an 800 px copy on one core) for a file a few per cent larger.
 */
const effort = { avif: 2, webp: 4 } as const;

/** One resized copy of a photo, within the phone budget when a phone may pick it. */
async function encodePhotoVariant(photo: Buffer, variant: PhotoVariant): Promise<Buffer> {
  const resized = sharp(photo).rotate().resize({ width: variant.width, withoutEnlargement: true });
  let encoded: Buffer | undefined;
  for (const quality of qualities[variant.format]) {
    const options = { quality, effort: effort[variant.format] };
    encoded = await resized.clone().toFormat(variant.format, options).toBuffer();
    if (variant.width > phoneWidestCopy || encoded.length <= phoneImageBudget) return encoded;
  }
  throw new Error(
    `${variant.url}: ${encoded?.length} bytes even at the lowest quality; a phone may load it, and the budget is ${phoneImageBudget}`,
  );
}

/** Copies of earlier builds (and of the dev server), by name. */
const defaultCacheDirectory = fileURLToPath(
  new URL('../../node_modules/.cache/photos', import.meta.url),
);

/**
 * The file of one copy of a photo, in the cache folder: made there first unless an earlier build
 * or visit did. Returns whether it was encoded now.
 */
async function cachedPhotoCopy(
  original: () => Promise<Buffer>,
  variant: PhotoVariant,
  cacheDirectory: string,
): Promise<{ file: string; encoded: boolean }> {
  const file = path.join(cacheDirectory, path.basename(variant.url));
  if (existsSync(file)) return { file, encoded: false };
  await mkdir(cacheDirectory, { recursive: true });
  const bytes = await encodePhotoVariant(await original(), variant);
  // Written whole under another name first: a request at the same time never reads half a file.
  const partial = `${file}.${randomUUID()}`;
  await writeFile(partial, bytes);
  await rename(partial, file);
  return { file, encoded: true };
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

/**
 * For the dev server: the file of the copy a page links at `url` (`/images/photos/…`), made on
 * the first request, so a photo uploaded in the editor shows at once; undefined if no article's
 * photo has that copy.
 */
export async function devPhotoCopy(url: string): Promise<string | undefined> {
  if (!url.startsWith(`${photoUrlPath}/`)) return undefined;
  for (const image of photosOf(articleImages()).values()) {
    const variant = photoVariants(image).find((candidate) => candidate.url === url);
    if (variant) {
      const original = () => readFile(photoFile(image.src));
      return (await cachedPhotoCopy(original, variant, defaultCacheDirectory)).file;
    }
  }
  return undefined;
}

interface WritePhotosOptions {
  /** @default every article's photo, in every language */
  images?: ReadonlyArray<PhotoImage>;
  /** Where the photos are. @default packages/content/public */
  publicDirectory?: string;
  /** Copies of earlier builds, by name. */
  cacheDirectory?: string;
  log?: (message: string) => void;
}

/** Writes every copy of every photo into the build, and removes the full-size originals from it. */
export async function writePhotoVariants(
  clientDirectory: string,
  options: WritePhotosOptions = {},
): Promise<PhotoVariant[]> {
  const started = performance.now();
  const cacheDirectory = options.cacheDirectory ?? defaultCacheDirectory;
  const photos = photosOf(options.images ?? articleImages());

  const written: PhotoVariant[] = [];
  let encoded = 0;
  for (const image of photos.values()) {
    let read: Promise<Buffer> | undefined;
    const original = () => {
      read ??= readFile(photoFile(image.src, options.publicDirectory));
      return read;
    };
    // Copies of one photo are encoded side by side (sharp runs each on libuv's thread pool).
    const variants = photoVariants(image);
    await Promise.all(
      variants.map(async (variant) => {
        const cached = await cachedPhotoCopy(original, variant, cacheDirectory);
        if (cached.encoded) encoded += 1;
        const target = path.join(clientDirectory, variant.url);
        await mkdir(path.dirname(target), { recursive: true });
        await copyFile(cached.file, target);
      }),
    );
    written.push(...variants);
    // Vite copied the public folder: the full-size photo is linked from nowhere.
    await rm(path.join(clientDirectory, image.src), { force: true });
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  options.log?.(
    `${photos.size} photo illustrations, ${written.length} copies (${encoded} encoded, ${written.length - encoded} from the cache) in ${seconds} s`,
  );
  return written;
}
