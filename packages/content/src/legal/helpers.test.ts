import { describe, expect, it } from 'vitest';
import { edition } from '../edition';
import { locales } from '../locale';
import { documentIdOfPath, documentPaths } from '../paths';
import { getSitePage } from '../site/helpers';
import { documentPage } from './helpers';
import { legalDocumentIds } from './schema';

describe.each(locales)('documents (%s)', (locale) => {
  const content = edition(locale);

  it.each(legalDocumentIds)('%s is shown by its own page, under its page’s heading', (id) => {
    const path = documentPaths[id];
    expect(documentIdOfPath(path)).toBe(id);
    const { document, copy } = documentPage(id, content);
    expect(document.id).toBe(id);
    expect(getSitePage(path, content.sitePages)?.heading).toBe(copy.hero.heading);
  });

  it('no two documents share a page', () => {
    expect(new Set(Object.values(documentPaths)).size).toBe(legalDocumentIds.length);
  });
});

it('a page that shows no document has no document id', () => {
  expect(documentIdOfPath('/contact')).toBeUndefined();
  expect(documentIdOfPath('/feedback')).toBeUndefined();
});
