import { attributeOf, elementsOf, parseHtml, textOf } from '../../scripts/lib/html';

/** Attributes that name other elements by id, whose text a screen reader then reads. */
export const textReferenceAttributes = ['aria-describedby', 'aria-labelledby'] as const;

/** Left out of the text the accessible-name computation gathers. */
const unread = (element: { tagName: string }) =>
  ['script', 'style', 'template'].includes(element.tagName);

/**
 * Every `aria-describedby` or `aria-labelledby` id of an HTML document that names no element, or
 * an element without text (a screen reader would read nothing, or skip the description), as
 * `attribute → id (missing | empty)`.
 */
export function brokenTextReferences(html: string): string[] {
  const elements = [...elementsOf(parseHtml(html))];
  const byId = new Map(elements.map((element) => [attributeOf(element, 'id'), element]));
  return elements.flatMap((element) =>
    textReferenceAttributes.flatMap((name) =>
      (attributeOf(element, name) ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .flatMap((id) => {
          const target = byId.get(id);
          if (!target) return [`${name} → ${id} (missing)`];
          return textOf(target, { skip: unread }).trim() === '' ? [`${name} → ${id} (empty)`] : [];
        }),
    ),
  );
}
