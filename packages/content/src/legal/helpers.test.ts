import { describe, expect, it } from 'vitest';
import { edition } from '../edition';
import { locales } from '../locale';
import { getSitePage } from '../site/helpers';
import { type DocumentPageKey, documentPageKeyOfPath, pageEntries } from '../site/table';
import { documentPage } from './helpers';

const documentRows = pageEntries.filter((row) => row.kind === 'document');

describe.each(locales)('documents (%s)', (locale) => {
  const content = edition(locale);

  it.each(documentRows)('$key is shown by its own page, under its page’s heading', (row) => {
    const key = row.key as DocumentPageKey;
    expect(documentPageKeyOfPath(row.path)).toBe(key);
    const { document, copy } = documentPage(key, content);
    expect(document).toBe(content.documents[key]);
    expect(getSitePage(row.path, content.sitePages)?.heading).toBe(copy.hero.heading);
  });
});

it('a page that shows no document has no document', () => {
  const others = pageEntries.filter((row) => row.kind !== 'document' && !row.records);
  for (const row of others) expect(documentPageKeyOfPath(row.path), row.key).toBeUndefined();
});
