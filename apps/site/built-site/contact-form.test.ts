import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { company, edition, type Locale, localizedPath } from '@lumenor/content';
import { parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import { fileOfRoute } from '../scripts/lib/file-routes';
import {
  attributeOf,
  elementsOf,
  type HtmlElement,
  type HtmlNode,
  ownText,
  parseHtml,
  textOf,
} from '../scripts/lib/html';
import { clientDirectory, requireBuild } from './built-site';

/**
 * The forms as prerendered, before any script: what a reader without JavaScript gets (that the
 * form is hidden then: e2e/no-javascript.spec.ts), and what a native submission could do.
 */

/** The pages that carry the form, in both languages, with the copy of their form. */
const forms = (['en', 'te'] as const satisfies Locale[]).flatMap((locale) => {
  const content = edition(locale);
  return [
    { path: '/contact', copy: content.contactFormCopy },
    { path: '/feedback', copy: content.feedbackFormCopy },
  ].map(({ path: sitePath, copy }) => ({
    page: fileOfRoute(localizedPath(sitePath, locale)),
    copy,
  }));
});
const formPages = forms.map(({ page }) => page);

async function elementsOfPage(page: string): Promise<HtmlElement[]> {
  return [...elementsOf(parseHtml(await readFile(path.join(clientDirectory, page), 'utf8')))];
}

async function formIsland(page: string): Promise<HtmlElement> {
  const island = (await elementsOfPage(page)).find(
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

  it.each(forms)(
    '$page: without scripts, a note names the inbox in its place',
    async ({ page, copy }) => {
      // A scripting parser, as parse5 is, reads a <noscript>'s HTML as text: parsed again here.
      const notes = (await elementsOfPage(page))
        .filter((element) => element.tagName === 'noscript')
        .map((noscript) => parseFragment(ownText(noscript)))
        .filter((note) => textOf(note).includes(copy.noScript.before));
      expect(notes, page).toHaveLength(1);
      const [note] = notes as [HtmlNode];
      expect(textOf(note).replace(/\s+/g, ' '), page).toContain(copy.noScript.after);
      expect(
        [...elementsOf(note)].map((element) => attributeOf(element, 'href')),
        page,
      ).toContain(`mailto:${company.email}`);
    },
  );
});
