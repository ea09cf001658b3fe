import { readFileSync } from 'node:fs';
import path from 'node:path';
import { allLocalizedPagePaths, type Locale, localeOfPath } from '@lumenor/content';
import { matchRoutes } from 'react-router';
import { emptyCategoryPages } from '../app/lib/empty-category';
import { notFoundPages } from '../app/lib/not-found';
import routes from '../app/routes';
import { fileOfRoute } from '../scripts/lib/file-routes';
import { clientDirectory } from './built-site';

/**
 * Which built pages the browser's page sweep (e2e/page-sweep.spec.ts) visits: one page of each
 * kind in each language, and every page whose structure differs from the others of its kind, so
 * the number of visits follows the site's templates, not its articles. The facts of every page
 * are checked without a browser, over the built HTML (the other tests of built-site/).
 *
 * - A page's kind is the route module that renders it (one module, one template: the `kind` of its
 *   entry in the content's page table, which app/routes.ts is made from),
 *   and whether it answers 200 or 404: an address no page has gets the not-found page, or a
 *   category page's empty state, under the headers of that address.
 * - A page's structure is the set of kinds of element it is made of: each tag with each of its
 *   classes (what the site's styles tell apart), a tag without a class on its own. An empty
 *   category, an article with a photo or a table, the first article (no "previous" link) each have
 *   elements the others of their kind lack.
 * - Of the pages of one kind and language, the sweep visits the fewest that together have every
 *   element any of them has: the page with the most elements not yet seen, then the next, until
 *   none is left (the earlier page, in the content's order, on a tie). A thousand articles built
 *   from the same components still need the visits nine do.
 *
 * Nothing here lists pages: a new route module, or a page of a new shape (a writer's first table),
 * is visited from the next build on.
 */

export interface SweepPage {
  /** The address visited: a page's own, or an address no page has (`/te/no-such-page`). */
  path: string;
  status: 200 | 404;
  locale: Locale;
  /** Its route module (`routes/blog-post.tsx`). */
  template: string;
  /** The file of build/client served at `path`. */
  file: string;
}

/** The route module that renders the page at a site address. */
export function templateOf(sitePath: string): string {
  const matched = matchRoutes(
    routes.map((route) =>
      route.index ? { index: true, handle: route.file } : { path: route.path, handle: route.file },
    ),
    sitePath,
  );
  const template = matched?.at(-1)?.route.handle;
  if (typeof template !== 'string') throw new Error(`${sitePath}: no route of app/routes.ts`);
  return template;
}

/** Every page the build prerenders, and an address each not-found and empty-category page answers. */
export function builtSitePages(): SweepPage[] {
  const page = (sitePath: string, status: 200 | 404, file: string): SweepPage => ({
    path: sitePath,
    status,
    locale: localeOfPath(sitePath).locale,
    template: templateOf(sitePath),
    file,
  });
  return [
    ...allLocalizedPagePaths().map((sitePath) => page(sitePath, 200, fileOfRoute(sitePath))),
    ...[...notFoundPages, ...emptyCategoryPages].map(({ scope, file }) =>
      page(`${scope}no-such-page`, 404, file),
    ),
  ];
}

/** The kinds of element of a page's HTML: `tag.class` for each class, `tag` for one with none. */
export function elementKinds(html: string): Set<string> {
  const kinds = new Set<string>();
  const seen = new Set<string>();
  // Scripts and styles are no part of the layout, and their text is not markup (`a <b` in a
  // script): the pattern takes each whole and passes over it.
  for (const [tag, name, attributes = ''] of html.matchAll(
    /<(?:script|style)\b[\s\S]*?<\/(?:script|style)\s*>|<([a-z][a-z0-9-]*)\b([^>]*)>/gi,
  )) {
    if (!name || seen.has(tag)) continue;
    seen.add(tag);
    const classes = /\sclass\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    const list = (classes?.[1] ?? classes?.[2] ?? classes?.[3] ?? '').split(/\s+/).filter(Boolean);
    const element = name.toLowerCase();
    if (list.length === 0) kinds.add(element);
    for (const className of list) kinds.add(`${element}.${className}`);
  }
  return kinds;
}

/**
 * The fewest of `pages` that together have every kind of element any of them has, in the order
 * given (greedy: the page adding the most kinds not yet had, the earlier on a tie).
 */
export function pagesCoveringEveryKind<Page>(
  pages: readonly Page[],
  kindsOf: (page: Page) => ReadonlySet<string>,
): Page[] {
  const kinds = pages.map((page) => [...kindsOf(page)]);
  const had = new Set<string>();
  const chosen = new Set<number>();
  for (;;) {
    let best = -1;
    // The first page is taken even if it had no elements: every kind of page is visited once.
    let bestNew = chosen.size === 0 ? -1 : 0;
    kinds.forEach((list, index) => {
      if (chosen.has(index)) return;
      const added = list.filter((kind) => !had.has(kind)).length;
      if (added > bestNew) {
        best = index;
        bestNew = added;
      }
    });
    if (best < 0) break;
    chosen.add(best);
    for (const kind of kinds[best] ?? []) had.add(kind);
  }
  return pages.filter((_, index) => chosen.has(index));
}

/** The group a page is chosen within: one language's pages of one kind and status. */
export const sweepGroupOf = (page: SweepPage) => `${page.locale} ${page.template} ${page.status}`;

/**
 * The pages the sweep visits, in the order of {@link builtSitePages}, with `readHtml` reading a
 * file of the build (build/client by default).
 */
export function sweepPages(
  pages: readonly SweepPage[] = builtSitePages(),
  readHtml: (file: string) => string = (file) =>
    readFileSync(path.join(clientDirectory, file), 'utf8'),
): SweepPage[] {
  const groups = new Map<string, SweepPage[]>();
  for (const page of pages) {
    const group = groups.get(sweepGroupOf(page));
    if (group) group.push(page);
    else groups.set(sweepGroupOf(page), [page]);
  }
  const visited = new Set(
    [...groups.values()].flatMap((group) =>
      pagesCoveringEveryKind(group, (page) => elementKinds(readHtml(page.file))),
    ),
  );
  return pages.filter((page) => visited.has(page));
}
