import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { articleProblems } from './check';

const fixtures = new URL('../../fixtures/', import.meta.url);
const directory = mkdtempSync(path.join(tmpdir(), 'lumenor-article-check-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** A folder laid out like posts/ (public/ beside it) holding the fixture article, with `extra` appended to its body, as a draft. */
function folderWith(name: string, extra: string) {
  const posts = path.join(directory, name, 'posts');
  mkdirSync(posts, { recursive: true });
  cpSync(new URL('public', fixtures), path.join(directory, name, 'public'), { recursive: true });
  const file = readFileSync(new URL('posts/smart-water-networks.en.md', fixtures), 'utf8');
  writeFileSync(
    path.join(posts, 'smart-water-networks.en.md'),
    `${file.replace(/^---\n/, '---\ndraft: true\n')}\n${extra}\n`,
  );
  return posts;
}

describe('the articles check', () => {
  it('names a draft’s link to an address of the site that is no page, and nothing else', () => {
    const posts = folderWith(
      'broken',
      'Read [our services](/services), [our feed](/rss.xml), [this part](#top), [the wrong page](/services/water-meters) and [the blog](/blog/).',
    );
    expect(articleProblems(posts)).toEqual([
      `${path.join(posts, 'smart-water-networks.en.md')} body: the link to '/services/water-meters' leads to no page of the site: correct its address (a page's address as the browser shows it, without the language, e.g. '/services')`,
    ]);
  });

  it('accepts links to the site’s pages, the article’s own included', () => {
    const posts = folderWith('good', 'See [this article](/blog/smart-water-networks).');
    expect(articleProblems(posts)).toEqual([]);
  });

  it('reports what the build refuses, in a draft too', () => {
    const posts = folderWith('refused', '# A second title');
    expect(articleProblems(posts)).toEqual([
      expect.stringMatching(/smart-water-networks\.en\.md:\d+ body: '# ' is the article title/),
    ]);
  });
});
