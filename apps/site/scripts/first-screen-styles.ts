import { createHash } from 'node:crypto';
import Beasties from 'beasties';
import { defaultTreeAdapter, html } from 'parse5';
import postcss from 'postcss';
import { islandNameAttribute } from '../app/islands/registry';
import {
  attributeOf,
  createStyleElement,
  elementsOf,
  type HtmlDocument,
  type HtmlElement,
  isElement,
  ownText,
  parseHtml,
  serializeHtml,
} from './lib/html';

/*
 * A page's first response must fit the first round trip: this step keeps inline only the rules of
 * its first screen and links its whole stylesheet right after the first screen's blocks of <main>
 * (why, and what was measured: the repository README, "Performance budgets"). Not at the end of
 * <body>, as beasties' `preload: 'body'` would: a second section reaching into the first screen
 * then painted unstyled (CLS 0.1-0.3 at 390 and 1280 px with the stylesheet 1.5 s late).
 */

/**
 * Rules for a state of the root element: its language (`html:root:lang(te)`: the Telugu font
 * stack and line heights) and what the colour-mode script (`colorModeScript` of @lumenor/ui) sets
 * on it before the first paint (`:root[data-color-mode=dark]`, `:root[data-text-size="150"]`, and
 * `:root:not([data-color-mode])` for the system's preference). All are first-screen rules on every
 * page, so a visitor who chose the dark or high-contrast theme, or a larger text, never sees the
 * default first. beasties would leave them out: it looks for matches inside the marked parts only.
 */
const rootStates = [/^(?:html|:root)[:[]/];

const beasties = new Beasties({
  // Only the page's own `<style>` is read (the probe links no stylesheet); no font is preloaded.
  external: false,
  fonts: false,
  allowRules: rootStates,
  logLevel: 'warn',
});

/** The id of the stylesheet's link, which ends the first screen (`<link rel="expect">` names it). */
const firstScreenEndId = 'first-screen-end';

/** A selector that matches only while a visitor acts (`:not(:focus)` matches before). */
const whileActing = /:(?:hover|active|focus|focus-visible|focus-within|popover-open)\b/;
const negations = /:not\([^()]*(?:\([^()]*\)[^()]*)*\)/g;
const languageOfRoot = /^html:root:lang\(([\w-]+)\)/;

/** A `<style>`, or a stylesheet's `<link>`. */
const isStyle = (element: HtmlElement) =>
  element.tagName === 'style' ||
  (element.tagName === 'link' && attributeOf(element, 'rel') === 'stylesheet');
const isHeader = (element: HtmlElement) =>
  element.tagName === 'is-land' && attributeOf(element, islandNameAttribute) === 'header';

/**
 * The blocks of `<main>` the first screen shows: the first (the hero or the page's header), and
 * the next one too when it holds a form. A form page's largest paint is its form, right under a
 * short header: it must not wait for the stylesheet.
 */
function firstScreenBlocks(document: HtmlDocument): HtmlElement[] {
  const main = [...elementsOf(document)].find((element) => element.tagName === 'main');
  const [first, second] = main?.childNodes.filter(isElement) ?? [];
  if (!first) throw new Error('The page has no <main> with an element in it');
  const holdsForm = second && [...elementsOf(second)].some((element) => element.tagName === 'form');
  return holdsForm ? [first, second] : [first];
}

/**
 * The first-screen rules of `css` for a page, chosen by beasties in a copy of it: the parts a
 * visitor sees before scrolling at any width are marked as beasties' containers (the tool bar, with
 * its popover, whose panel is part of the bar on wide screens; the header; the first screen's
 * blocks of `<main>`), and the header's popovers are left out (closed at the first paint, and by
 * the time a visitor opens one the whole stylesheet has arrived). Every face of `fontFaces` stays
 * but those named only by another language's root: the families are named through custom
 * properties (`--lm-font-body`), which beasties cannot follow, and a face declared late would
 * change the text once it arrives.
 */
async function firstScreenRules(
  document: HtmlDocument,
  css: string,
  fontFaces: postcss.AtRule[],
): Promise<string> {
  const probe = parseHtml(serializeHtml(document));
  const elements = [...elementsOf(probe)];
  const header = elements.find(isHeader);
  const popovers = [...(header ? elementsOf(header) : [])].filter(
    (element) => attributeOf(element, 'popover') !== undefined,
  );
  for (const element of [...elements.filter(isStyle), ...popovers])
    defaultTreeAdapter.detachNode(element);
  const toolbar = elements.find(
    (element) =>
      element.tagName === 'nav' &&
      attributeOf(element, 'data-accessibility-toolbar') !== undefined &&
      element.parentNode?.nodeName === 'body',
  );
  for (const container of [toolbar, header, ...firstScreenBlocks(probe)]) {
    container?.attrs.push({ name: 'data-beasties-container', value: '' });
  }
  const head = elements.find((element) => element.tagName === 'head') as HtmlElement;
  defaultTreeAdapter.appendChild(head, createStyleElement(css));
  const critical = postcss.parse(
    [...elementsOf(parseHtml(await beasties.process(serializeHtml(probe))))]
      .filter((element) => element.tagName === 'style')
      .map(ownText)
      .join(''),
  );
  // An English page never matches `html:root:lang(te)` (the Telugu font stack).
  const language = attributeOf(probe.childNodes.find(isElement) as HtmlElement, 'lang');
  critical.walkRules((rule) => {
    const otherLanguage = rule.selectors.every((selector) => {
      const rootLanguage = languageOfRoot.exec(selector)?.[1];
      return rootLanguage !== undefined && rootLanguage !== language;
    });
    if (otherLanguage) rule.remove();
  });
  const rest = critical.toString();
  const named = fontFaces.filter((face) => {
    let family = '';
    face.walkDecls('font-family', (declaration) => {
      family = declaration.value.replace(/^["']|["']$/g, '');
    });
    return rest.includes(family);
  });
  return named.map(String).join('') + rest;
}

/**
 * Replaces a page's CSS (its tree, changed in place: the `<style>` elements and stylesheet links of
 * its `<head>`, `stylesheets` holding the linked files by their path under the site's root) with
 * one `<style>` of its first screen's rules, and links the whole CSS right after the first
 * screen's blocks of `<main>`. `moreRules` returns the rules to add to the page's CSS (its islands'
 * rules, island-stylesheets.ts). Returns that stylesheet, content-hashed, and its path under the
 * site's root.
 */
export async function deferBelowFirstScreen(
  document: HtmlDocument,
  stylesheets: ReadonlyMap<string, string>,
  moreRules: (page: HtmlDocument, css: string) => string = () => '',
): Promise<{ path: string; css: string }> {
  const head = [...elementsOf(document)].find((element) => element.tagName === 'head');
  const styles = [...elementsOf(head as HtmlElement)].filter(isStyle);
  const texts = styles.map((element) => {
    if (element.tagName === 'style') return ownText(element);
    const href = attributeOf(element, 'href') ?? '';
    const css = stylesheets.get(href.slice(1));
    if (css === undefined) throw new Error(`The page links ${href}, which the build did not write`);
    return css;
  });
  const added = moreRules(document, texts.join(''));
  const css = [...texts, ...(added ? [added] : [])].join('\n');
  const [first] = styles;
  if (!first?.parentNode || css === '') throw new Error('The page has no CSS to split');
  // The faces are declared once, inline: declared again by the stylesheet, a face whose file has
  // arrived in the meantime would be taken up by the text then (font-display: optional chooses
  // only at the first layout), and the text would move.
  const root = postcss.parse(css);
  const fontFaces: postcss.AtRule[] = [];
  root.walkAtRules('font-face', (face) => {
    fontFaces.push(face);
    face.remove();
  });
  const stylesheetCss = root.toString();
  const hash = createHash('sha256').update(stylesheetCss).digest('base64url').slice(0, 10);
  // Before the first paint nothing is hovered, pressed, focused or open.
  root.walkRules((rule) => {
    const before = rule.selectors.filter(
      (selector) => !whileActing.test(selector.replace(negations, '')),
    );
    if (before.length === 0) rule.remove();
    else rule.selectors = before;
  });
  const critical = await firstScreenRules(document, root.toString(), fontFaces);

  // The first paint waits until the parser has reached the stylesheet's link: the first screen is
  // painted whole, in one frame, rather than in pieces as the response arrives, each of which
  // would lay the page out again after the first paint.
  const firstScreenEnd = defaultTreeAdapter.createElement('link', html.NS.HTML, [
    { name: 'rel', value: 'expect' },
    { name: 'href', value: `#${firstScreenEndId}` },
    { name: 'blocking', value: 'render' },
  ]);
  defaultTreeAdapter.insertBefore(first.parentNode, firstScreenEnd, first);
  defaultTreeAdapter.insertBefore(first.parentNode, createStyleElement(critical), first);
  for (const element of styles) defaultTreeAdapter.detachNode(element);
  const last = firstScreenBlocks(document).at(-1) as HtmlElement;
  const link = defaultTreeAdapter.createElement('link', html.NS.HTML, [
    { name: 'rel', value: 'stylesheet' },
    { name: 'href', value: `/assets/page-${hash}.css` },
    { name: 'id', value: firstScreenEndId },
  ]);
  const parent = last.parentNode as HtmlElement;
  parent.childNodes.splice(parent.childNodes.indexOf(last) + 1, 0, link);
  link.parentNode = parent;
  return { path: `assets/page-${hash}.css`, css: stylesheetCss };
}
