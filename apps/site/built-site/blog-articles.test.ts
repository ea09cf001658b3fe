import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  blogCategories,
  blogCategoryPath,
  blogCopy,
  blogPostPath,
  blogPosts,
  defaultBlogPostsDirectory,
  getCategoryByName,
  getPostsByCategory,
  getRelatedPosts,
} from '@lumenor/content';
import type { RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString as mdastText } from 'mdast-util-to-string';
import { describe, expect, it } from 'vitest';
import { fileOfRoute } from '../scripts/lib/file-routes';
import {
  attributeOf as attribute,
  type HtmlElement as Element,
  elementsOf,
  type HtmlNode,
  textOf,
} from '../scripts/lib/html';
import { readBuiltPage, requireBuild } from './built-site';

/**
 * The prerendered article and category pages, read from the build: what each shows, where it
 * links and in which order. What a visitor does on them (next and previous, back and forward,
 * scroll positions) stays in e2e/pages-blog.spec.ts.
 */

/** The elements below a node (not the node itself), in document order. */
const elements = (node: HtmlNode) => [...elementsOf(node)].filter((element) => element !== node);

/** Text with its white space collapsed, as a reader (and Playwright's toHaveText) sees it. */
const shown = (node: HtmlNode) => textOf(node).replace(/\s+/g, ' ').trim();

/** The built page of an address, parsed. */
function page(address: string): { main: Element; all: Element[] } {
  const { file, elements: all } = readBuiltPage(fileOfRoute(address));
  const mains = all.filter((element) => element.tagName === 'main');
  expect(mains, `${file}: one <main>`).toHaveLength(1);
  return { main: mains[0] as Element, all };
}

/** The accessible name an aria-label or aria-labelledby gives an element. */
function nameOf(element: Element, all: Element[]): string | undefined {
  const label = attribute(element, 'aria-label');
  if (label) return label;
  const ids = attribute(element, 'aria-labelledby')?.split(/\s+/);
  if (!ids) return undefined;
  return ids
    .map((id) => all.find((other) => attribute(other, 'id') === id))
    .map((labelling) => (labelling ? shown(labelling) : ''))
    .join(' ');
}

const headingTags = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** The band (a `<section>`) that a heading of that exact name opens; the last if several. */
function sectionByHeading(scope: Element, name: string): Element {
  const section = [...elements(scope)]
    .filter(
      (element) =>
        element.tagName === 'section' &&
        [...elements(element)].some(
          (inner) => headingTags.has(inner.tagName) && shown(inner) === name,
        ),
    )
    .at(-1);
  if (!section) throw new Error(`no section headed "${name}"`);
  return section;
}

const hrefs = (scope: Element, match: (link: Element) => boolean = () => true) =>
  [...elements(scope)]
    .filter((element) => element.tagName === 'a' && attribute(element, 'href') && match(element))
    .map((link) => attribute(link, 'href'));

/** The links of the list items of a band (one link per card). */
function cardHrefs(main: Element, heading: string): Array<string | undefined> {
  return [...elements(sectionByHeading(main, heading))]
    .filter((element) => element.tagName === 'li')
    .flatMap((item) => hrefs(item));
}

function onlyH1(all: Element[]): string {
  const h1s = all.filter((element) => element.tagName === 'h1');
  expect(h1s).toHaveLength(1);
  return shown(h1s[0] as Element);
}

function categorySlugOf(post: { category: string }): string {
  const category = getCategoryByName(post.category);
  if (!category) throw new Error(`no category named '${post.category}'`);
  return category.slug;
}

/**
 * The article's Markdown file, parsed here (frontmatter cut off), as the blocks a reader sees:
 * the tag of each top-level element and its text (an image's alt text).
 */
function blocksOfFile(id: string): Array<{ tag: string; text: string }> {
  const file = readFileSync(path.join(defaultBlogPostsDirectory(), `${id}.en.md`), 'utf8');
  const body = file.slice(file.indexOf('\n---\n', 4) + '\n---\n'.length);
  const tagOf = (node: RootContent): string => {
    if (node.type === 'heading') return `h${node.depth}`;
    if (node.type === 'list') return node.ordered ? 'ol' : 'ul';
    if (node.type === 'blockquote') return 'blockquote';
    if (
      node.type === 'paragraph' &&
      node.children.length === 1 &&
      node.children[0]?.type === 'image'
    ) {
      return 'img';
    }
    return node.type === 'paragraph' ? 'p' : node.type;
  };
  return fromMarkdown(body).children.map((node) => {
    const only = node.type === 'paragraph' ? node.children[0] : undefined;
    const text = only?.type === 'image' ? (only.alt ?? '') : mdastText(node);
    return { tag: tagOf(node), text };
  });
}

requireBuild();

describe('the prerendered blog', () => {
  describe('/blog/{postId}', () => {
    blogPosts.forEach((post, index) => {
      it(`${post.id}: article, byline, navigation and related articles`, () => {
        const { main, all } = page(blogPostPath(post.id));
        expect(onlyH1(all)).toBe(post.title);
        const inMain = [...elements(main)];

        const time = inMain.find(
          (element) =>
            element.tagName === 'time' && attribute(element, 'datetime') === post.datePublished,
        );
        expect(time && shown(time)).toBe(post.date);
        expect(shown(main)).toContain(post.author.name);
        const byline = inMain.find((element) => element.tagName === 'dl');
        expect(
          byline && hrefs(byline, (link) => shown(link) === post.category),
          'the category link of the byline',
        ).toEqual([blogCategoryPath(categorySlugOf(post))]);
        const image = inMain.find(
          (element) => element.tagName === 'img' && attribute(element, 'src') === post.image.src,
        );
        expect(image && attribute(image, 'fetchpriority')).toBe('high');
        const article = inMain.find((element) => element.tagName === 'article');
        if (!article) throw new Error('no article');
        expect([...elements(article)].filter((element) => element.tagName === 'p')).toHaveLength(
          post.body.children.filter((block) => block.type === 'element' && block.tagName === 'p')
            .length,
        );
        const authorBox = inMain.find(
          (element) => element.tagName === 'aside' && nameOf(element, all) === post.author.name,
        );
        expect(authorBox && shown(authorBox)).toContain(post.author.bio.replace(/\s+/g, ' '));

        const nav = inMain.find(
          (element) =>
            element.tagName === 'nav' && nameOf(element, all) === blogCopy.postNavigation.label,
        );
        if (!nav) throw new Error('no post navigation');
        const previous = blogPosts[index - 1];
        const next = blogPosts[index + 1];
        const rel = (value: string) => hrefs(nav, (link) => attribute(link, 'rel') === value);
        expect(rel('prev')).toEqual(previous ? [blogPostPath(previous.id)] : []);
        expect(rel('next')).toEqual(next ? [blogPostPath(next.id)] : []);
        // The first post has no previous link and the last no next link, anywhere on the page.
        const relAnywhere = (value: string) =>
          all.filter((element) => element.tagName === 'a' && attribute(element, 'rel') === value);
        if (!previous) expect(relAnywhere('prev')).toEqual([]);
        if (!next) expect(relAnywhere('next')).toEqual([]);
        expect(
          hrefs(nav, (link) => shown(link) === blogCopy.postNavigation.allPosts.label),
        ).toEqual(['/blog']);

        const related = cardHrefs(main, blogCopy.relatedHeading);
        expect(related).toHaveLength(3);
        expect(related).not.toContain(blogPostPath(post.id));
        expect(related).toEqual(getRelatedPosts(post.id).map((other) => blogPostPath(other.id)));
      });

      it(`${post.id}: the page shows the text of its Markdown file, block by block`, () => {
        const { main } = page(blogPostPath(post.id));
        const article = [...elements(main)].find((element) => element.tagName === 'article');
        if (!article) throw new Error('no article');
        const blocks = article.childNodes
          .filter((child): child is Element => 'tagName' in child)
          .map((child) => ({
            tag: child.tagName,
            text: child.tagName === 'img' ? (attribute(child, 'alt') ?? '') : textOf(child),
          }));
        const expected = blocksOfFile(post.id);
        expect(expected.length).toBeGreaterThanOrEqual(5);
        expect(blocks).toEqual(expected);
      });
    });
  });

  describe('/blog/category/{slug}', () => {
    for (const category of blogCategories) {
      it(`${category.slug}: lists exactly its posts and the other categories`, () => {
        const { main, all } = page(blogCategoryPath(category.slug));
        expect(onlyH1(all)).toBe(category.name);
        const inMain = [...elements(main)];

        const posts = getPostsByCategory(category.slug);
        const cardLinks = inMain
          .filter((element) => element.tagName === 'article')
          .flatMap((article) =>
            [...elements(article)].filter((element) => element.tagName === 'h3'),
          )
          .flatMap((heading) => hrefs(heading));
        expect(cardLinks).toEqual(posts.map((post) => blogPostPath(post.id)));
        // No article yet: the page says so and leads to all articles.
        const emptyHeadings = inMain.filter(
          (element) => element.tagName === 'h2' && shown(element) === blogCopy.empty.title,
        );
        expect(emptyHeadings).toHaveLength(posts.length === 0 ? 1 : 0);
        if (posts.length === 0) {
          expect(shown(main)).toContain(blogCopy.empty.body);
          expect(hrefs(main, (link) => shown(link) === blogCopy.empty.action.label)).toEqual([
            '/blog',
          ]);
        }
        expect(hrefs(sectionByHeading(main, blogCopy.otherCategoriesHeading))).toEqual(
          blogCategories
            .filter((other) => other.slug !== category.slug)
            .map((other) => blogCategoryPath(other.slug)),
        );
      });
    }
  });
});
