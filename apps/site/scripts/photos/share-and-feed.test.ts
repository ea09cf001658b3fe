import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { edition } from '@lumenor/content';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { blogFeed } from '../findability/feeds';
import {
  loadShareImageFonts,
  renderShareImage,
  type ShareCard,
  sharePhotoDataUrl,
  svgDataUrl,
} from '../findability/share-images';

/** An article whose illustration is the committed fixture photo. */
const photoFile = fileURLToPath(
  new URL(
    '../../../../packages/content/fixtures/public/images/blog/fixture-photo.jpg',
    import.meta.url,
  ),
);
const image = {
  src: '/images/blog/fixture-photo.jpg',
  width: 1600,
  height: 900,
  alt: 'A fixture landscape of hills under a sky',
  contentHash: '0f1e7a0e0a1b',
};
const [first] = edition('en').blogPosts;
if (!first) throw new Error('the blog has no article');
const post = { ...first, image };

describe('a photo illustration beyond the page', () => {
  it('is the background of the article share image', { timeout: 30_000 }, async () => {
    const fonts = await loadShareImageFonts();
    const card: ShareCard = {
      title: post.title,
      description: post.excerpt,
      host: 'www.lumenor.in',
      brand: 'Brand',
      mark: svgDataUrl('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"/>'),
    };
    const photo = await sharePhotoDataUrl(readFileSync(photoFile));
    const mean = async (png: Buffer) => {
      // The right third, where the veil is lightest: the photo's greens show through.
      const { channels } = await sharp(png)
        .extract({ left: 800, top: 200, width: 400, height: 300 })
        .stats();
      return channels.map((channel) => Math.round(channel.mean));
    };
    const [withoutPhoto, withPhoto] = await Promise.all([
      renderShareImage(card, fonts).then(mean),
      renderShareImage({ ...card, photo }, fonts).then(mean),
    ]);
    // The title stays on top: white letters over the photo.
    const { channels: title } = await sharp(await renderShareImage({ ...card, photo }, fonts))
      .extract({ left: 80, top: 260, width: 800, height: 120 })
      .stats();
    expect(Math.min(...title.slice(0, 3).map((channel) => channel.max))).toBeGreaterThan(240);
    const [, green = 0, blue = 0] = withPhoto;
    const [, greenBefore = 0, blueBefore = 0] = withoutPhoto;
    expect(green - blue).toBeGreaterThan(greenBefore - blueBefore);
  });

  it('goes with the article in both feeds, as its WebP copy', () => {
    const feed = blogFeed('https://www.lumenor.in', edition('en'), [post]);
    const url = /https:\/\/www\.lumenor\.in\/images\/photos\/fixture-photo-0f1e7a0e0a1b-1200\.webp/;
    expect(feed.rss2()).toMatch(new RegExp(`<enclosure url="${url.source}"[^>]*type="image/webp"`));
    expect(feed.atom1()).toMatch(
      new RegExp(`rel="enclosure" href="${url.source}" type="image/webp"`),
    );
  });
});
