import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { locales } from '@lumenor/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareImagePath } from '../../app/lib/config';
import { shareCardForPath } from './share-images';
import {
  loadShareImageTemplate,
  type ShareCardKey,
  type ShareImageTemplate,
  shareImageCacheName,
  shareImageTemplateDigest,
  writeShareImages,
} from './write-share-images';

const origin = 'https://preview.example.in';
const favicon = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0b3b66"/></svg>',
);

const temporary: string[] = [];
afterAll(() => {
  for (const directory of temporary) rmSync(directory, { recursive: true, force: true });
});
const folder = () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'lumenor-share-images-'));
  temporary.push(directory);
  return directory;
};

let template: ShareImageTemplate;
beforeAll(async () => {
  template = await loadShareImageTemplate();
});

describe('a share image’s name in the cache', () => {
  const card: ShareCardKey = {
    ...shareCardForPath('/services', origin),
    mark: 'data:image/svg+xml;base64,AA==',
    locale: 'en',
  };
  const name = (changed: Partial<ShareCardKey>, digest = template.digest) =>
    shareImageCacheName({ ...card, ...changed }, { digest });

  it('is the same for the same card, whatever the order of its fields', () => {
    const reversed = Object.fromEntries(Object.entries(card).reverse()) as ShareCardKey;
    expect(shareImageCacheName(reversed, template)).toBe(name({}));
  });

  it('changes with anything the card shows: its text, language, photo, mark', () => {
    const names = [
      name({}),
      name({ title: `${card.title}!` }),
      name({ description: `${card.description} ` }),
      name({ eyebrow: 'Other' }),
      name({ host: 'www.example.org' }),
      name({ locale: 'te' }),
      name({ photoHash: '0f1e7a0e0a1b' }),
      name({ photoHash: '0f1e7a0e0a1c' }),
      name({ mark: 'data:image/svg+xml;base64,AB==' }),
    ];
    expect(new Set(names).size).toBe(names.length);
  });

  it('changes with the template: its source, a font’s bytes, a library’s version', () => {
    const source = readFileSync(new URL('./share-images.tsx', import.meta.url), 'utf8');
    const versions = { satori: '1.0.0', resvg: '2.0.0' };
    const digest = shareImageTemplateDigest(source, template.fonts, versions);
    const [first, ...rest] = template.fonts;
    if (!first) throw new Error('no fonts loaded');
    const data = Buffer.from(first.data as ArrayBuffer);
    data[data.length - 1] = (data.at(-1) ?? 0) ^ 1;
    const digests = [
      digest,
      shareImageTemplateDigest(
        source.replace('fontSize: 28', 'fontSize: 29'),
        template.fonts,
        versions,
      ),
      shareImageTemplateDigest(source, [{ ...first, data }, ...rest], versions),
      shareImageTemplateDigest(source, template.fonts, { ...versions, satori: '1.0.1' }),
    ];
    expect(new Set(digests).size).toBe(digests.length);
    expect(new Set(digests.map((changed) => name({}, changed))).size).toBe(digests.length);
  });
});

describe('share images written twice', () => {
  const cacheDirectory = folder();
  // The not-found page's cards, one per language: drawing is CPU work (seconds per image on a
  // loaded machine), so the fixture is small.
  const write = (client: string, prune = false) =>
    writeShareImages(client, { origin, favicon, pages: [null], prune, cacheDirectory, template });
  const images = (client: string) =>
    locales.map((locale) => readFileSync(path.join(client, shareImagePath(null, locale))));

  it('are drawn once, then copied from the cache byte for byte', { timeout: 60_000 }, async () => {
    const cold = folder();
    expect(await write(cold)).toEqual({ count: 2, drawn: 2, reused: 0, pruned: 0 });
    const warm = folder();
    expect(await write(warm)).toEqual({ count: 2, drawn: 0, reused: 2, pruned: 0 });
    expect(images(warm)).toEqual(images(cold));
  });

  it('leave in the cache only what the last build of every page used', async () => {
    const stale = path.join(cacheDirectory, 'an-earlier-card.png');
    writeFileSync(stale, 'png');
    utimesSync(stale, new Date(0), new Date(0));
    expect(await write(folder())).toMatchObject({ drawn: 0, pruned: 0 });
    expect(readdirSync(cacheDirectory)).toContain('an-earlier-card.png');
    expect(await write(folder(), true)).toMatchObject({ drawn: 0, pruned: 1 });
    expect(readdirSync(cacheDirectory)).toHaveLength(2);
  });
});
