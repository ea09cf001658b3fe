/**
 * What the editor's configuration (/admin/config.yml) is made of: the schemas of the files it
 * edits and its words, without the records read from them. `@lumenor/content` validates every
 * article as it is imported, so one bad file would stop the editor that can fix it; this entry
 * (`@lumenor/content/editor`) reads no article.
 */

export { blogAuthors } from '../blog/authors.en';
export { blogAuthorKeys, blogFrontmatterSchema } from '../blog/collection';
export { blogIllustrationPattern, blogPhotoMinWidth } from '../blog/define';
export { blogAuthorSchema, minParagraphs, minParagraphWords } from '../blog/schema';
export { CompanyFactsSchema, CompanyTextSchema } from '../company/schema';
export { type Locale, localeDetails, locales } from '../locale';
/** The site's words, area by area: the files the editor's "Page words" edits. */
export { type MessageArea, messageFiles, messagesFileName } from '../messages';
export { editorCopyByLocale } from './index';
