import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  illustration,
  illustrationSizes,
  phoneImageBudget,
  phoneWidestCopy,
  photoVariants,
} from '../../app/lib/photos';
import { phonePick } from './phone-pick';
import { writePhotoVariants } from './write-photos';

/**
 * The photo pipeline on a committed fixture photo (1600 x 900, a noisy landscape: harder to
 * compress than most photos), through the functions the build runs.
 */
const fixturePublic = fileURLToPath(
  new URL('../../../../packages/content/fixtures/public', import.meta.url),
);
const fixture = {
  src: '/images/blog/fixture-photo.jpg',
  width: 1600,
  height: 900,
  contentHash: '0f1e7a0e0a1b',
};

const temporary: string[] = [];
afterAll(() => {
  for (const directory of temporary) rmSync(directory, { recursive: true, force: true });
});
const folder = () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'lumenor-photos-'));
  temporary.push(directory);
  return directory;
};

const client = folder();
const cache = folder();

describe('photo illustrations', () => {
  const messages: string[] = [];
  const run = () =>
    writePhotoVariants(client, {
      images: [fixture],
      publicDirectory: fixturePublic,
      cacheDirectory: cache,
      log: (message) => messages.push(message),
    });

  it('become AVIF and WebP copies at every width, each of its planned size', {
    timeout: 60_000,
  }, async () => {
    const written = await run();
    expect(written).toEqual(photoVariants(fixture));
    expect(new Set(written.map((variant) => variant.format))).toEqual(new Set(['avif', 'webp']));
    const sharp = (await import('sharp')).default;
    for (const variant of written) {
      const { width, height, format } = await sharp(path.join(client, variant.url)).metadata();
      expect({ width, height, format: format === 'heif' ? 'avif' : format }).toEqual({
        width: variant.width,
        height: variant.height,
        format: variant.format,
      });
    }
  });

  it('cost a phone at most 60 KB: every copy a phone may pick', () => {
    const phoneCopies = photoVariants(fixture).filter(
      (variant) => variant.width <= phoneWidestCopy,
    );
    expect(phoneCopies.length).toBeGreaterThan(0);
    for (const variant of phoneCopies) {
      expect(statSync(path.join(client, variant.url)).size, variant.url).toBeLessThanOrEqual(
        phoneImageBudget,
      );
    }
  });

  it('are encoded once: a second build takes every copy from the cache', async () => {
    const before = readFileSync(path.join(client, photoVariants(fixture)[0]?.url ?? ''));
    await run();
    expect(messages.at(-1)).toMatch(
      /1 photo illustrations, 8 copies \(0 encoded, 8 from the cache; 0 unused removed from it\)/,
    );
    expect(readFileSync(path.join(client, photoVariants(fixture)[0]?.url ?? ''))).toEqual(before);
  });
});

describe('a page draws a photo', () => {
  it('as a picture whose every candidate a phone may pick is a copy within the budget', () => {
    for (const sizes of Object.values(illustrationSizes)) {
      const drawn = illustration({ ...fixture, alt: 'A fixture landscape' }, sizes);
      expect(drawn).toMatchObject({ width: 1600, height: 900, sizes });
      expect(drawn.sources?.map((source) => source.type)).toEqual(['image/avif']);
      for (const srcSet of [drawn.srcSet ?? '', ...(drawn.sources ?? []).map((s) => s.srcSet)]) {
        const url = phonePick(srcSet, sizes);
        expect(photoVariants(fixture).map((variant) => variant.url)).toContain(url);
        expect(statSync(path.join(client, url)).size, url).toBeLessThanOrEqual(phoneImageBudget);
      }
    }
  });
});
