import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { translationStatus } from '@lumenor/content/translations';
import { readArticle, readJson } from './save-format';

/**
 * The list of articles (and of authors) says which Telugu twins are behind their English: one
 * filter of the list for each translated field that some twin has behind ("Telugu behind the
 * English: Summary"), showing those entries. Read from the files as `translations:check` reads
 * them, with no validation, when the configuration is made: on each load of /admin with
 * `pnpm run edit`, and for the live site at its build (saves there wait in pull requests).
 */

/** A filter of a collection's list, as Decap CMS reads it. */
interface ViewFilter {
  label: string;
  field: string;
  pattern: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The filters of one collection's list: `folder` is its files' folder in the package
 * ('posts', 'data/authors'), `identifier` the English field its list shows, `labels` the short
 * name of each field, `label` the filter's words with `{field}`. None when no twin is behind (or
 * the files cannot be read).
 */
export function staleViewFilters(options: {
  folder: string;
  identifier: string;
  labels: Readonly<Record<string, string>>;
  label: string;
  root?: string;
}): ViewFilter[] {
  const { folder, identifier, labels, label, root } = options;
  try {
    const stale = translationStatus(root).filter((item) => item.file.startsWith(`${folder}/`));
    const base =
      root ?? path.dirname(createRequire(import.meta.url).resolve('@lumenor/content/package.json'));
    const identifierOf = (source: string) => {
      const text = readFileSync(path.join(base, source), 'utf8');
      const data = source.endsWith('.md') ? readArticle(text) : readJson(text);
      return String(data[identifier] ?? '');
    };
    const byField = new Map<string, Set<string>>();
    for (const { field, source } of stale) {
      byField.set(field, (byField.get(field) ?? new Set()).add(identifierOf(source)));
    }
    return [...byField].map(([field, identifiers]) => ({
      label: label.replace('{field}', labels[field] ?? field),
      field: identifier,
      pattern: `^(?:${[...identifiers].map(escapeRegExp).join('|')})$`,
    }));
  } catch {
    return [];
  }
}
