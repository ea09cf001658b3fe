import { createHash } from 'node:crypto';
import Beasties from 'beasties';
import { type DefaultTreeAdapterTypes, parse, serialize } from 'parse5';
import postcss from 'postcss';
import { islandNameAttribute } from '../app/islands/registry';

/*
 * A page's first response must fit the first round trip (about 14 KB): its HTML with the CSS its
 * first screen needs, and nothing more. This step keeps inline only the rules of the parts a
 * visitor sees first (the tool bar, the header, the first block of <main>, and on a form page the
 * form's block), chosen with beasties, and links the page's whole stylesheet right after them:
 * - the browser paints what comes before the link at once, and what follows it only once the
 *   stylesheet has arrived, so nothing is ever shown unstyled and then moved; a link at the end of
 *   <body> instead let a second section that reaches into the first screen paint unstyled (CLS
 *   0.1-0.3 measured at 390 and 1280 px with the stylesheet 1.5 s late);
 * - it holds the page's CSS in its original order (first-screen rules included; the
 *   `@font-face` rules only inline, declared once), so once it applies the cascade is exactly what
 *   it was with everything inline: the first screen does not change;
 * - scripts wait for it (a deferred script runs once the stylesheets before it have arrived), so
 *   an island never hydrates without its rules;
 * - it is the same file for every page with the same CSS, and so cached across them.
 */

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/** The folder (under the site's root) of the deferred stylesheets. */
export const deferredStylesheetFolder = 'assets';

/**
 * Rules for a state of the root element: its language (`html:root:lang(te)`: the Telugu font
 * stack and line heights) and what the colour-mode script (`colorModeScript` of @lumenor/ui) sets
 * on it before the first paint (`:root[data-color-mode=dark]`, `:root[data-text-size="150"]`, and
 * `:root:not([data-color-mode])` for the system's preference). All are first-screen rules on every
 * page, so a visitor who chose the dark or high-contrast theme, or a larger text, never sees the
 * default first. beasties would leave them out: it looks for matches inside the marked parts only.
 */
const rootStates = [/^(?:html|:root)[:[]/];

const attribute = (element: Element, name: string) =>
  element.attrs.find((attr) => attr.name === name)?.value;

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function* elements(node: Node): Generator<Element> {
  if (isElement(node)) yield node;
  for (const child of 'childNodes' in node ? [...node.childNodes] : []) yield* elements(child);
}

function textOf(element: Element): string {
  return element.childNodes
    .map((child) =>
      child.nodeName === '#text' ? (child as DefaultTreeAdapterTypes.TextNode).value : '',
    )
    .join('');
}

function remove(node: DefaultTreeAdapterTypes.ChildNode) {
  const parent = node.parentNode as ParentNode | null;
  if (parent) parent.childNodes.splice(parent.childNodes.indexOf(node as never), 1);
}

/**
 * Marks for beasties the parts of a page a visitor sees before scrolling, at any width: the
 * accessibility tool bar, the header and the first screen's blocks of `<main>`. The tool bar's
 * popover stays in: its panel is part of the bar on wide screens.
 */
function markFirstScreen(document: Node): void {
  const containers = [...elements(document)].filter(
    (element) =>
      (element.tagName === 'nav' &&
        attribute(element, 'data-accessibility-toolbar') !== undefined &&
        element.parentNode?.nodeName === 'body') ||
      (element.tagName === 'is-land' && attribute(element, islandNameAttribute) === 'header'),
  );
  containers.push(...firstScreenBlocks(document));
  for (const container of containers) {
    container.attrs.push({ name: 'data-beasties-container', value: '' });
  }
}

/**
 * The header's popovers (its dropdowns and its menu dialog): closed at the first paint at every
 * width, and by the time a visitor opens one the whole stylesheet has arrived.
 */
function closedPopoversOfTheHeader(document: Node): Element[] {
  const header = [...elements(document)].find(
    (element) =>
      element.tagName === 'is-land' && attribute(element, islandNameAttribute) === 'header',
  );
  return header
    ? [...elements(header)].filter((element) => attribute(element, 'popover') !== undefined)
    : [];
}

/** A selector that matches only while a visitor acts (`:not(:focus)` matches before). */
const whileActing = /:(?:hover|active|focus|focus-visible|focus-within|popover-open)\b/;
const negations = /:not\([^()]*(?:\([^()]*\)[^()]*)*\)/g;

/**
 * The `@font-face` rules of a stylesheet, and the stylesheet without them and without the
 * selectors that match only while a visitor acts: before the first paint nothing is hovered,
 * pressed, focused or open, and by the time it is, the whole stylesheet has arrived.
 */
function splitFontFaces(css: string): { fontFaces: string; rest: string } {
  const root = postcss.parse(css);
  let fontFaces = '';
  root.walkAtRules('font-face', (rule) => {
    fontFaces += rule.toString();
    rule.remove();
  });
  root.walkRules((rule) => {
    const before = rule.selectors.filter(
      (selector) => !whileActing.test(selector.replace(negations, '')),
    );
    if (before.length === 0) rule.remove();
    else rule.selectors = before;
  });
  return { fontFaces, rest: root.toString() };
}

const beasties = new Beasties({
  // Only the page's own `<style>` is read (the probe links no stylesheet); no font is preloaded.
  external: false,
  fonts: false,
  keyframes: 'critical',
  allowRules: rootStates,
  logLevel: 'warn',
});

/** The first-screen rules of `css` for the page `html`. */
async function firstScreenRules(html: string, css: string): Promise<string> {
  const document = parse(html);
  for (const style of [...elements(document)].filter((element) => element.tagName === 'style')) {
    remove(style);
  }
  markFirstScreen(document);
  for (const popover of closedPopoversOfTheHeader(document)) remove(popover);
  // Every face the kept rules name stays: the fonts' families are named through custom properties
  // (the theme's `--lm-font-body`), which beasties cannot follow, and a face declared late would
  // change the text once it arrives.
  const { fontFaces, rest } = splitFontFaces(css);
  const probe = serialize(document).replace('</head>', `<style>${rest}</style></head>`);
  const processed = parse(await beasties.process(probe));
  const critical = [...elements(processed)]
    .filter((element) => element.tagName === 'style')
    .map(textOf)
    .join('');
  return withoutOtherLanguages(fontFaces + critical, pageLanguage(document));
}

/** The language of the page (`<html lang>`). */
function pageLanguage(document: Node): string {
  const html = [...elements(document)].find((element) => element.tagName === 'html');
  return (html && attribute(html, 'lang')) ?? '';
}

const languageOfRoot = /^html:root:lang\(([\w-]+)\)/;

/**
 * `css` without the rules for another language's root (an English page never matches
 * `html:root:lang(te)`, the Telugu font stack) and without the faces only those rules named.
 */
function withoutOtherLanguages(css: string, language: string): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const otherLanguage = rule.selectors.every((selector) => {
      const rootLanguage = languageOfRoot.exec(selector)?.[1];
      return rootLanguage !== undefined && rootLanguage !== language;
    });
    if (otherLanguage) rule.remove();
  });
  const faces: postcss.AtRule[] = [];
  root.walkAtRules('font-face', (face) => {
    faces.push(face);
  });
  for (const face of faces) face.remove();
  const rest = root.toString();
  const named = faces.filter((face) => {
    let family = '';
    face.walkDecls('font-family', (declaration) => {
      family = declaration.value.replace(/^["']|["']$/g, '');
    });
    return rest.includes(family);
  });
  return named.map(String).join('') + rest;
}

function withoutFontFaces(css: string): string {
  const root = postcss.parse(css);
  root.walkAtRules('font-face', (face) => {
    face.remove();
  });
  return root.toString();
}

export interface FirstScreenPage {
  html: string;
  /** The page's whole CSS but its `@font-face` rules, at `path` under the site's root (content-hashed). */
  stylesheet: { path: string; css: string };
}

/**
 * The blocks of `<main>` the first screen shows: the first (the hero or the page's header), and
 * the next one too when it holds a form. A form page's largest paint is its form, right under a
 * short header: it must not wait for the stylesheet.
 */
function firstScreenBlocks(document: Node): Element[] {
  const main = [...elements(document)].find((element) => element.tagName === 'main');
  const [first, second] = main?.childNodes.filter(isElement) ?? [];
  if (!first) throw new Error('The page has no <main> with an element in it');
  const holdsForm = second && [...elements(second)].some((element) => element.tagName === 'form');
  return holdsForm ? [first, second] : [first];
}

/**
 * Replaces the `<style>` elements of a page's `<head>` (its whole CSS, inlined) with one holding
 * only its first screen's rules, and links the whole CSS right after the first screen's blocks of
 * `<main>`.
 * The rest of the markup passes through byte for byte.
 */
export async function deferBelowFirstScreen(html: string): Promise<FirstScreenPage> {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const head = [...elements(document)].find((element) => element.tagName === 'head');
  if (!head) throw new Error('The page has no <head>');
  const styles = [...elements(head)].filter((element) => element.tagName === 'style');
  const css = styles.map(textOf).join('\n');
  if (css === '') throw new Error('The page has no inline CSS to split');
  // The faces are declared once, inline: declared again by the stylesheet, a face whose file has
  // arrived in the meantime would be taken up by the text then (font-display: optional chooses
  // only at the first layout), and the text would move.
  const stylesheetCss = withoutFontFaces(css);
  const hash = createHash('sha256').update(stylesheetCss).digest('base64url').slice(0, 10);
  const stylesheetPath = `${deferredStylesheetFolder}/page-${hash}.css`;
  const critical = await firstScreenRules(html, css);
  if (/<\/style/i.test(critical)) throw new Error('The first-screen CSS contains "</style"');

  // Edits at source offsets, made from the last to the first so that earlier offsets hold.
  const edits: Array<{ start: number; end: number; text: string }> = styles.map((style, index) => ({
    start: style.sourceCodeLocation?.startOffset ?? -1,
    end: style.sourceCodeLocation?.endOffset ?? -1,
    text: index === 0 ? `<style>${critical}</style>` : '',
  }));
  const afterFirstScreen = firstScreenBlocks(document).at(-1)?.sourceCodeLocation?.endOffset ?? -1;
  edits.push({
    start: afterFirstScreen,
    end: afterFirstScreen,
    text: `<link rel="stylesheet" href="/${stylesheetPath}">`,
  });
  if (edits.some((edit) => edit.start < 0)) throw new Error('parse5 gave no source location');
  let result = html;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  return { html: result, stylesheet: { path: stylesheetPath, css: stylesheetCss } };
}
