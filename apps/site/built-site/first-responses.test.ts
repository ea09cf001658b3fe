import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { localeOfPath } from '@lumenor/content';
import { pageEntryOfPath } from '@lumenor/content/page-table';
import { isSitePage } from '@lumenor/editor/admin-page';
import { headersForPath, readHeaderRules } from '@lumenor/server/host-rules';
import postcss from 'postcss';
import { beforeAll, describe, expect, it } from 'vitest';
import { byteBudgets } from '../budgets/budgets';
import { formatKb } from '../budgets/route-bytes';
import { listFiles } from '../scripts/lib/files';
import {
  attributeOf as attribute,
  type HtmlElement as Element,
  elementsOf as elements,
  parseHtml as parse,
  ownText as textOf,
} from '../scripts/lib/html';
import { clientDirectory, requireBuild } from './built-site';

/**
 * What every built page sends first, as scripts/first-screen-styles.ts left it: its size as the
 * server sends it, its first screen's CSS inline and the rest in one stylesheet after it.
 */

/**
 * A stylesheet as "conditions and declarations" → the selectors that carry them (`@font-face`,
 * `@keyframes` and the like under their own text), so that a rule of the first-screen CSS, which
 * may keep only some of a rule's selectors, can be found in the whole stylesheet.
 */
function rulesOf(css: string): Map<string, Set<string>> {
  const rules = new Map<string, Set<string>>();
  const add = (key: string, selectors: readonly string[]) => {
    const known = rules.get(key) ?? new Set<string>();
    for (const selector of selectors) known.add(selector);
    rules.set(key, known);
  };
  const conditionsOf = (node: postcss.ChildNode) => {
    const conditions: string[] = [];
    let parent = node.parent;
    while (parent?.type === 'atrule') {
      const atRule = parent as postcss.AtRule;
      conditions.unshift(`@${atRule.name} ${atRule.params}`);
      parent = atRule.parent;
    }
    return conditions.join(' ');
  };
  postcss.parse(css).walk((node) => {
    if (node.type === 'rule') {
      if ((node.parent as postcss.AtRule | undefined)?.name === 'keyframes') return;
      const declarations = node.nodes.map((child) => child.toString()).join(';');
      add(`${conditionsOf(node)} {${declarations}}`, node.selectors);
    } else if (node.type === 'atrule' && !node.nodes?.some((child) => child.type === 'rule')) {
      add(`${conditionsOf(node)} ${node.toString()}`, ['']);
    } else if (node.type === 'atrule' && node.name === 'keyframes') {
      add(node.toString(), ['']);
    }
  });
  return rules;
}

/**
 * The element right after the first screen's blocks of `<main>`: its first block, and the second
 * too when that holds a form (the link itself not counted as a block).
 */
function afterFirstScreen(main: Element | undefined): Element | undefined {
  const children = main?.childNodes.filter((node): node is Element => 'tagName' in node) ?? [];
  const blocks = children.filter((element) => element.tagName !== 'link');
  const holdsForm = (block: Element | undefined) =>
    block !== undefined && [...elements(block)].some((element) => element.tagName === 'form');
  const last = holdsForm(blocks[1]) ? blocks[1] : blocks[0];
  return last && children[children.indexOf(last) + 1];
}

interface BuiltPage {
  file: string;
  html: string;
  brotliBytes: number;
  gzipBytes: number;
  /** The headers `_headers` gives the page (`Name: value` lines): the first response carries them too. */
  headerBytes: number;
  inlineCss: string;
  stylesheetLinks: Element[];
  /** The head's `<link rel="expect" blocking="render">` elements: what the first paint waits for. */
  renderBlockingExpects: Element[];
  /**
   * The element that follows the first screen's blocks of <main>: the first block, and the second
   * too when it holds a form.
   */
  afterFirstScreen: Element | undefined;
}

requireBuild();

describe('the first response of every built page', () => {
  let pages: BuiltPage[] = [];

  beforeAll(async () => {
    pages = [];
    const headerRules = await readHeaderRules(path.join(clientDirectory, '_headers'));
    for (const file of (await listFiles(clientDirectory)).filter(isSitePage)) {
      const html = await readFile(path.join(clientDirectory, file), 'utf8');
      const all = [...elements(parse(html))];
      const main = all.find((element) => element.tagName === 'main');
      pages.push({
        file,
        html,
        // The precompressed copy the server sends (write-serving-files.ts), brotli at its best.
        brotliBytes: (await stat(path.join(clientDirectory, `${file}.br`))).size,
        gzipBytes: (await stat(path.join(clientDirectory, `${file}.gz`))).size,
        headerBytes: [
          ...headersForPath(headerRules, `/${file.replace(/\/?index\.html$/, '')}`),
        ].reduce((sum, [name, value]) => sum + Buffer.byteLength(`${name}: ${value}\r\n`), 0),
        inlineCss: all
          .filter((element) => element.tagName === 'style')
          .map(textOf)
          .join(''),
        stylesheetLinks: all.filter(
          (element) => element.tagName === 'link' && attribute(element, 'rel') === 'stylesheet',
        ),
        renderBlockingExpects: [
          ...elements(all.find((element) => element.tagName === 'head') as Element),
        ].filter(
          (element) =>
            element.tagName === 'link' &&
            attribute(element, 'rel') === 'expect' &&
            attribute(element, 'blocking') === 'render',
        ),
        afterFirstScreen: afterFirstScreen(main),
      });
    }
    const rows = [...pages]
      .sort((a, b) => b.brotliBytes - a.brotliBytes)
      .map(
        (page) =>
          `${page.file}: ${formatKb(page.brotliBytes)} br, ${formatKb(page.gzipBytes)} gzip, headers ${formatKb(page.headerBytes)}`,
      );
    console.log(`First responses of ${clientDirectory}, largest first:\n  ${rows.join('\n  ')}`);
  });

  it(`is at most ${formatKb(byteBudgets.firstResponse)} as the server sends it (brotli), its first-screen CSS and headers included`, () => {
    expect(pages.length).toBeGreaterThan(1);
    const over = pages
      .filter((page) => page.brotliBytes + page.headerBytes > byteBudgets.firstResponse)
      .map((page) => `${page.file}: ${formatKb(page.brotliBytes + page.headerBytes)}`);
    expect(over).toEqual([]);
  });

  it(`is at most ${formatKb(byteBudgets.listingFirstResponse)} on every page of a list, its headers included`, () => {
    const listPages = pages.filter((page) => {
      const sitePath = `/${page.file.replace(/\/?index\.html$/, '')}`;
      const found = pageEntryOfPath(localeOfPath(sitePath).path);
      return found !== undefined && (found.laterPage || found.entry.laterPages !== undefined);
    });
    expect(listPages.length).toBeGreaterThan(1);
    const over = listPages
      .filter((page) => page.brotliBytes + page.headerBytes > byteBudgets.listingFirstResponse)
      .map((page) => `${page.file}: ${formatKb(page.brotliBytes + page.headerBytes)}`);
    expect(over).toEqual([]);
  });

  it('has its themes and fonts inline, and the rest of its CSS in one stylesheet right after the first screen of <main>', async () => {
    for (const page of pages) {
      for (const rule of [
        '[data-color-mode=dark]',
        '[data-color-mode=contrast]',
        'prefers-color-scheme:dark',
        '@font-face',
      ]) {
        expect(page.inlineCss, `${page.file}: ${rule}`).toContain(rule);
      }
      // The Telugu font stack and line heights, which hang on the root's language.
      if (/^<!DOCTYPE html><html lang="te"/i.test(page.html)) {
        expect(page.inlineCss, `${page.file}: :lang(te)`).toContain(':lang(te)');
      }
      expect(page.stylesheetLinks, page.file).toHaveLength(1);
      expect(page.afterFirstScreen, page.file).toBe(page.stylesheetLinks[0]);
      // The first paint waits until the parser has reached that link (the end of the first screen).
      expect(
        page.renderBlockingExpects.map((link) => attribute(link, 'href')),
        page.file,
      ).toEqual([`#${attribute(page.stylesheetLinks[0] as Element, 'id')}`]);
    }
  });

  it('links a stylesheet that holds every inline rule but the faces, so nothing on screen changes when it applies', async () => {
    const checked = new Map<string, Map<string, Set<string>>>();
    for (const page of pages) {
      const href = attribute(page.stylesheetLinks[0] as Element, 'href') ?? '';
      let rules = checked.get(href);
      if (!rules) {
        rules = rulesOf(await readFile(path.join(clientDirectory, href), 'utf8'));
        checked.set(href, rules);
      }
      // A face declared again when the stylesheet applies would be taken up by text laid out
      // without it (font-display: optional) and move it: faces are declared inline only.
      expect(
        [...rules.keys()].filter((key) => key.includes('@font-face')),
        href,
      ).toEqual([]);
      const missing = [...rulesOf(page.inlineCss)]
        .filter(([key]) => !key.includes('@font-face'))
        .flatMap(([key, selectors]) =>
          [...selectors]
            .filter((selector) => !rules.get(key)?.has(selector))
            .map((selector) => `${selector} ${key}`),
        );
      expect(missing, `${page.file} inlines rules ${href} lacks`).toEqual([]);
    }
  }, 60_000);
});
