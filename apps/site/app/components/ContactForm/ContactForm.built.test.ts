import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type DefaultTreeAdapterTypes, parse } from 'parse5';
import { describe, expect, it } from 'vitest';

type Element = DefaultTreeAdapterTypes.Element;

const clientDirectory = path.resolve(import.meta.dirname, '../../../build/client');

/** The pages that carry the form, in both languages. */
const formPages = ['contact', 'feedback', 'te/contact', 'te/feedback'].map(
  (page) => `${page}/index.html`,
);

function* elements(node: DefaultTreeAdapterTypes.ParentNode): Generator<Element> {
  for (const child of node.childNodes) {
    if ('tagName' in child) {
      yield child;
      yield* elements(child);
    }
  }
}

const attribute = (element: Element, name: string) =>
  element.attrs.find((entry) => entry.name === name)?.value;

async function formIsland(page: string): Promise<Element> {
  const document = parse(await readFile(path.join(clientDirectory, page), 'utf8'));
  const island = [...elements(document)].find(
    (element) =>
      element.tagName === 'is-land' && attribute(element, 'data-island') === 'contact-form',
  );
  if (!island) throw new Error(`${page} has no contact-form island`);
  return island;
}

describe.runIf(existsSync(clientDirectory))('the prerendered contact form', () => {
  it.each(formPages)('%s: a native submission can send nothing anywhere', async (page) => {
    const forms = [...elements(await formIsland(page))].filter(
      (element) => element.tagName === 'form',
    );
    expect(forms).toHaveLength(1);
    const [form] = forms as [Element];
    expect(attribute(form, 'method')).toBe('dialog');
    expect(attribute(form, 'action')).toBeUndefined();
    // No button sends it elsewhere either.
    for (const element of elements(form)) {
      expect(attribute(element, 'formaction'), page).toBeUndefined();
      expect(attribute(element, 'formmethod'), page).toBeUndefined();
    }
  });

  it.each(formPages)(
    "%s: the toasts' live regions are there, empty, before any message",
    async (page) => {
      // Side by side, as the toast region renders them: the polite status, then the alert.
      const pairs = [...elements(await formIsland(page))].filter((element) => {
        const children = element.childNodes.filter((child): child is Element => 'tagName' in child);
        return (
          children.length === 2 &&
          children.map((child) => attribute(child, 'role')).join() === 'status,alert' &&
          children.every((child) => child.childNodes.length === 0)
        );
      });
      expect(pairs, page).toHaveLength(1);
    },
  );
});
