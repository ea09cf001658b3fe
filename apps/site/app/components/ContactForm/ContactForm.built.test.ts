import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientDirectory, requireBuild } from '../../../built-site/built-site';
import { attributeOf, elementsOf, type HtmlElement, parseHtml } from '../../../scripts/lib/html';

/** The pages that carry the form, in both languages. */
const formPages = ['contact', 'feedback', 'te/contact', 'te/feedback'].map(
  (page) => `${page}/index.html`,
);

async function formIsland(page: string): Promise<HtmlElement> {
  const document = parseHtml(await readFile(path.join(clientDirectory, page), 'utf8'));
  const island = [...elementsOf(document)].find(
    (element) =>
      element.tagName === 'is-land' && attributeOf(element, 'data-island') === 'contact-form',
  );
  if (!island) throw new Error(`${page} has no contact-form island`);
  return island;
}

requireBuild();

describe('the prerendered contact form', () => {
  it.each(formPages)('%s: a native submission can send nothing anywhere', async (page) => {
    const forms = [...elementsOf(await formIsland(page))].filter(
      (element) => element.tagName === 'form',
    );
    expect(forms).toHaveLength(1);
    const [form] = forms as [HtmlElement];
    expect(attributeOf(form, 'method')).toBe('dialog');
    expect(attributeOf(form, 'action')).toBeUndefined();
    // No button sends it elsewhere either.
    for (const element of elementsOf(form)) {
      expect(attributeOf(element, 'formaction'), page).toBeUndefined();
      expect(attributeOf(element, 'formmethod'), page).toBeUndefined();
    }
  });

  it.each(formPages)(
    "%s: the toasts' live regions are there, empty, before any message",
    async (page) => {
      // Side by side, as the toast region renders them: the polite status, then the alert.
      const pairs = [...elementsOf(await formIsland(page))].filter((element) => {
        const children = element.childNodes.filter(
          (child): child is HtmlElement => 'tagName' in child,
        );
        return (
          children.length === 2 &&
          children.map((child) => attributeOf(child, 'role')).join() === 'status,alert' &&
          children.every((child) => child.childNodes.length === 0)
        );
      });
      expect(pairs, page).toHaveLength(1);
    },
  );
});
