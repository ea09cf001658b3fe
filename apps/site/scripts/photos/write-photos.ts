import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { edition, extraPostsVariable, isBlogPhoto, locales } from '@lumenor/content';
import sharp from 'sharp';
import {
  type PhotoVariant,
  phoneImageBudget,
  phoneWidestCopy,
  photoQualities,
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

/**
 * AVIF at effort 2 encodes several times faster than sharp's default of 4 (about 1 s instead of
 * 8 for an 800 px copy on one core) for a file a few per cent larger.
 */
const effort = { avif: 2, webp: 4 } as const;

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

interface WritePhotosOptions {
  /** @default every article's photo, in every language */
  images?: ReadonlyArray<Parameters<typeof photoVariants>[0]>;
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
  const cacheDirectory =
    options.cacheDirectory ??
    fileURLToPath(new URL('../../node_modules/.cache/photos', import.meta.url));
  const images =
    options.images ??
    locales.flatMap((locale) => edition(locale).blogPosts.map((post) => post.image));
  const photos = new Map(
    images.filter((image) => isBlogPhoto(image.src)).map((image) => [image.src, image]),
  );

  const written: PhotoVariant[] = [];
  let encoded = 0;
  await mkdir(cacheDirectory, { recursive: true });
  for (const image of photos.values()) {
    const original = await readFile(photoFile(image.src, options.publicDirectory));
    // Copies of one photo are encoded side by side (sharp runs each on libuv's thread pool).
    const variants = photoVariants(image);
    await Promise.all(
      variants.map(async (variant) => {
        const cached = path.join(cacheDirectory, path.basename(variant.url));
        const target = path.join(clientDirectory, variant.url);
        await mkdir(path.dirname(target), { recursive: true });
        if (!existsSync(cached)) {
          await writeFile(cached, await encodePhotoVariant(original, variant));
          encoded += 1;
        }
        await copyFile(cached, target);
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
