import { type DefaultTreeAdapterTypes, parse } from 'parse5';
import { attribute, elementsOf, isElement } from './links';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

/** Attributes that name other elements by id, whose text a screen reader then reads. */
export const textReferenceAttributes = ['aria-describedby', 'aria-labelledby'] as const;

/** The text of a subtree as the accessible-name computation gathers it (no scripts or styles). */
function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterTypes.TextNode).value;
  if (!isElement(node) || ['script', 'style', 'template'].includes(node.tagName)) return '';
  return node.childNodes.map(textOf).join('');
}

/**
 * Every `aria-describedby` or `aria-labelledby` id of an HTML document that names no element, or
 * an element without text (a screen reader would read nothing, or skip the description), as
 * `attribute → id (missing | empty)`.
 */
export function brokenTextReferences(html: string): string[] {
  const elements = [...elementsOf(parse(html))];
  const byId = new Map(elements.map((element) => [attribute(element, 'id'), element]));
  return elements.flatMap((element) =>
    textReferenceAttributes.flatMap((name) =>
      (attribute(element, name) ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .flatMap((id) => {
          const target = byId.get(id);
          if (!target) return [`${name} → ${id} (missing)`];
          return textOf(target).trim() === '' ? [`${name} → ${id} (empty)`] : [];
        }),
    ),
  );
}
