import { type Locale, locales } from '../locale';
import { editorRecords } from './records';
import type { EditorCopy } from './schema';

export type { EditorCopy } from './schema';
export { EditorCopySchema } from './schema';

/** The content editor's words in each language of the site (its panes edit both). */
export const editorCopyByLocale = Object.fromEntries(
  locales.map((locale) => [locale, editorRecords(locale).editorCopy]),
) as Readonly<Record<Locale, EditorCopy>>;
