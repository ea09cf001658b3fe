import type { Locale } from '../locale';
import { editorCopy as english } from './en';
import type { EditorCopy } from './schema';
import { editorCopy as telugu } from './te';

export type { EditorCopy } from './schema';
export { EditorCopySchema } from './schema';

/** The content editor's words in each language of the site (its panes edit both). */
export const editorCopyByLocale: Readonly<Record<Locale, EditorCopy>> = { en: english, te: telugu };
