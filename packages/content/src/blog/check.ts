import type { Element, Root, RootContent } from 'hast';
import { locales } from '../locale';
import { blogPostPath } from '../paths';
import { requireNode } from '../shared/node';
import { ContentValidationError } from '../shared/validate';
import { allPagePaths, normalizePath } from '../site/helpers';
import { contentPackageDirectory, defaultBlogPostsDirectory, loadBlogPosts } from './collection';
import type { BlogPost } from './schema';

/**
 * The content check of the articles, before one is published: what a build would refuse, for
 * drafts and scheduled articles too (a build for production skips those), and what no build
 * refuses but readers would meet: a link to an address of the site that is no page of it (the
 * editor's form accepts any address starting with '/'). `pnpm run check:content` runs it
 * (src/blog/articles.test.ts) on posts/, or on another folder laid out like it.
 */

/** Files the site writes beside its pages, which an article may link to. */
const siteFiles = new Set(['/rss.xml', '/atom.xml', '/sitemap.xml']);

function linksOf(node: Root | RootContent, out: string[] = []): string[] {
  if (node.type === 'element') {
    const href = (node as Element).properties?.href;
    if (node.tagName === 'a' && typeof href === 'string') out.push(href);
  }
  if ('children' in node) for (const child of node.children) linksOf(child, out);
  return out;
}

/** An article's links to addresses of the site that no page has. */
export function brokenSiteLinks(post: Pick<BlogPost, 'body'>, pagePaths: ReadonlySet<string>) {
  return linksOf(post.body).filter((href) => {
    if (!href.startsWith('/') || href.startsWith('//')) return false;
    const path = normalizePath(href);
    return !pagePaths.has(path) && !siteFiles.has(path);
  });
}

/**
 * Every problem of the article files of `directory` (posts/ by default), in both languages, drafts
 * and scheduled articles included: each names the file and what to do, as the build's messages do.
 */
export function articleProblems(directory: string = defaultBlogPostsDirectory()): string[] {
  const { path } = requireNode();
  const problems: string[] = [];
  for (const locale of locales) {
    let posts: BlogPost[];
    try {
      posts = loadBlogPosts({ directories: [directory], locale, include: 'all' });
    } catch (error) {
      if (!(error instanceof ContentValidationError)) throw error;
      problems.push(...error.issues);
      continue;
    }
    const pagePaths = new Set([...allPagePaths(), ...posts.map((post) => blogPostPath(post.id))]);
    for (const post of posts) {
      const file = path.join(directory, `${post.id}.${locale}.md`);
      const shown = file.startsWith(contentPackageDirectory() + path.sep)
        ? path.relative(contentPackageDirectory(), file).split(path.sep).join('/')
        : file;
      for (const href of brokenSiteLinks(post, pagePaths)) {
        problems.push(
          `${shown} body: the link to '${href}' leads to no page of the site: correct its address (a page's address as the browser shows it, without the language, e.g. '/services')`,
        );
      }
    }
  }
  // A file both languages name (its name) is reported once.
  return [...new Set(problems)];
}
