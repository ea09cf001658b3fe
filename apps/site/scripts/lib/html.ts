import { type DefaultTreeAdapterTypes, defaultTreeAdapter, html, parse, serialize } from 'parse5';

/**
 * The parse5 helpers every step and test that reads built HTML uses: one tree format (parse5's
 * default tree), walked the same way everywhere.
 */

export type HtmlNode = DefaultTreeAdapterTypes.Node;
export type HtmlElement = DefaultTreeAdapterTypes.Element;
export type HtmlDocument = DefaultTreeAdapterTypes.Document;

export { parse as parseHtml, serialize as serializeHtml };

export function isElement(node: HtmlNode): node is HtmlElement {
  return 'tagName' in node;
}

/** Every element of a subtree in document order, `<template>` contents included. */
export function* elementsOf(node: HtmlNode): Generator<HtmlElement> {
  if (isElement(node)) yield node;
  for (const child of 'childNodes' in node ? node.childNodes : []) yield* elementsOf(child);
  if (isElement(node) && node.tagName === 'template') {
    yield* elementsOf((node as DefaultTreeAdapterTypes.Template).content);
  }
}

export function attributeOf(element: HtmlElement, name: string): string | undefined {
  return element.attrs.find((attribute) => attribute.name === name)?.value;
}

/** The text an element holds directly: a `<script>`'s or `<style>`'s source, exactly. */
export function ownText(element: HtmlElement): string {
  return element.childNodes
    .map((child) =>
      child.nodeName === '#text' ? (child as DefaultTreeAdapterTypes.TextNode).value : '',
    )
    .join('');
}

/**
 * The text of a subtree (`<template>` contents not included), without the elements `skip` names
 * (and their subtrees), `separator` between the text of sibling nodes.
 */
export function textOf(
  node: HtmlNode,
  options: { skip?: (element: HtmlElement) => boolean; separator?: string } = {},
): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterTypes.TextNode).value;
  if (isElement(node) && options.skip?.(node)) return '';
  const children = 'childNodes' in node ? node.childNodes : [];
  return children.map((child) => textOf(child, options)).join(options.separator ?? '');
}

/** A `<style>` element holding `css` as its text, for a step that adds rules to a page. */
export function createStyleElement(css: string): HtmlElement {
  // A `</style` inside the CSS would end the element early when the page is serialized.
  if (/<\/style/i.test(css)) throw new Error('CSS for a <style> element contains "</style"');
  const style = defaultTreeAdapter.createElement('style', html.NS.HTML, []);
  defaultTreeAdapter.insertText(style, css);
  return style;
}
