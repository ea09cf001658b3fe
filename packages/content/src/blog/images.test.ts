import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isBlogPhoto } from './define';
import { blogPosts } from './en';

const publicDir = fileURLToPath(new URL('../../public', import.meta.url));
const palette = ['#0b3b66', '#0f766e', '#5eead4', '#7cc4f2'];

// Drawn illustrations; photos are checked by the loader (size) and the site's build (bytes).
const drawn = blogPosts.filter((post) => !isBlogPhoto(post.image.src));

describe.each(drawn.map((post) => [post.id, post] as const))('image of %s', (_id, post) => {
  const file = `${publicDir}${post.image.src}`;
  const svg = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const root = svg.match(/<svg\b[^>]*>/)?.[0] ?? '';

  it('exists as an SVG whose size matches the record', () => {
    expect(existsSync(file), `${file} is missing`).toBe(true);
    expect(root).toContain(`width="${post.image.width}"`);
    expect(root).toContain(`height="${post.image.height}"`);
    expect(root).toContain(`viewBox="0 0 ${post.image.width} ${post.image.height}"`);
  });

  it('paints its own background in the brand palette and stays small', () => {
    expect(svg).toMatch(
      new RegExp(`<rect width="${post.image.width}" height="${post.image.height}" fill=`),
    );
    for (const colour of palette) expect(svg.toLowerCase()).toContain(colour);
    expect(svg.length).toBeLessThan(12_000);
    expect(svg).not.toMatch(/<script|href="http/i);
  });

  it('has meaningful alt text', () => {
    expect(post.image.alt.split(/\s+/).length).toBeGreaterThanOrEqual(8);
  });
});
