import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, expect, it } from 'vitest';

/** The content package's folder (its package.json), where the articles are. */
const contentPackage = pathToFileURL(
  createRequire(import.meta.url).resolve('@lumenor/content/package.json'),
);

/**
 * One bad article never keeps the writer out of the editor: /admin's configuration reads no
 * article, while the site's build stops on it with one message naming the file, the line, the
 * field and what to do. The bad file is a copy in a temporary folder, read after the package's own
 * articles as a test's extra articles are (LUMENOR_EXTRA_POSTS_DIR), set before anything loads.
 */

const directory = mkdtempSync(path.join(tmpdir(), 'lumenor-bad-article-'));
const posts = path.join(directory, 'posts');
mkdirSync(posts);
afterAll(() => rmSync(directory, { recursive: true, force: true }));

// A Telugu twin as an older editor wrote it: an empty illustration field (the English names the
// drawing of a real article).
const source = new URL('posts/telangana-smart-cities.te.md', contentPackage);
const bad = readFileSync(source, 'utf8')
  .replace(/^imageAlt:/m, 'image: null\nimageAlt:')
  .replace(/^title: .*$/m, 'title: A bad twin');
writeFileSync(path.join(posts, 'a-bad-twin.te.md'), bad);
writeFileSync(
  path.join(posts, 'a-bad-twin.en.md'),
  readFileSync(new URL(source.href.replace('.te.md', '.en.md')), 'utf8').replace(
    /^imageAlt:/m,
    'image: /images/blog/telangana-smart-cities.svg\nimageAlt:',
  ),
);
process.env.LUMENOR_EXTRA_POSTS_DIR = posts;

it('the editor’s configuration loads while an article is bad; the build names it, its field and the fix', async () => {
  const { cmsConfigFile } = await import('./cms-config');
  expect(JSON.parse(cmsConfigFile('local', {})).collections.length).toBeGreaterThan(0);
  const line = bad.split('\n').indexOf('image: null') + 1;
  await expect(import('@lumenor/content')).rejects.toThrow(
    `${path.join(posts, 'a-bad-twin.te.md')}:${line} image: is empty: delete the line 'image:', or fill it in`,
  );
});
