import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { phoneImageBudget } from '../app/lib/photos';
import { listFiles } from '../scripts/lib/files';
import { attributeOf, elementsOf, parseHtml } from '../scripts/lib/html';
import { phonePick } from '../scripts/photos/phone-pick';
import { clientDirectory, requireBuild } from './built-site';

/**
 * No image costs a phone more than 60 KB: for every responsive image of the built pages
 * (`<img srcset>` and `<picture><source srcset>`), the candidate a phone picks, at 390 CSS px
 * and a device pixel ratio of 3, is a file within the budget.
 */

requireBuild();

describe('images of the built pages on a phone', () => {
  it(`cost at most ${phoneImageBudget / 1024} KB each`, { timeout: 60_000 }, async () => {
    const pages = (await listFiles(clientDirectory)).filter((file) => file.endsWith('.html'));
    const tooLarge: string[] = [];
    const checked = new Set<string>();
    for (const page of pages) {
      const html = readFileSync(path.join(clientDirectory, page), 'utf8');
      // Only a page with a responsive image has anything to check.
      if (!/\ssrcset=/i.test(html)) continue;
      const document = parseHtml(html);
      for (const element of elementsOf(document)) {
        if (element.tagName !== 'img' && element.tagName !== 'source') continue;
        const srcSet = attributeOf(element, 'srcset');
        if (!srcSet) continue;
        const url = phonePick(srcSet, attributeOf(element, 'sizes') ?? '100vw');
        if (checked.has(url)) continue;
        checked.add(url);
        const file = path.join(clientDirectory, url);
        const bytes = existsSync(file) ? statSync(file).size : Number.POSITIVE_INFINITY;
        if (bytes > phoneImageBudget) tooLarge.push(`${page}: ${url} (${bytes} bytes)`);
      }
    }
    expect(tooLarge).toEqual([]);
  });
});
