import * as v from 'valibot';
import { factValues } from '../facts';
import { layoutRecords } from '../layout/records';
import { type LegalDocument, LegalDocumentSchema } from '../legal/schema';
import type { Locale } from '../locale';
import { messageFiles, messagesFileName } from '../messages';
import { recordsFromMessages } from '../shared/messages';
import { type PageMeta, PageMetaSchema } from '../shared/schema';
import { ContentValidationError } from '../shared/validate';
import { type DocumentPageKey, type PageRow, pageEntries, type SinglePageKey } from '../site/table';
import { type Pages, pageKindSchema, TemplatesSchema } from './schema';
import { pagesStructure } from './structure';

/** The 404 page says what the layout's not-found copy says (`{layoutCopy.notFound.title}`); so does its head data (site area). */
export function notFoundValues(locale: Locale) {
  const { notFound } = layoutRecords(locale).layoutCopy;
  return {
    'layoutCopy.notFound.title': notFound.title,
    'layoutCopy.notFound.body': notFound.body,
    'layoutCopy.notFound.action.label': notFound.action.label,
    'layoutCopy.notFound.logMessage': notFound.logMessage,
  };
}

/**
 * All the words of a single page, as its record in the messages file holds them: its head data
 * (`meta`), then the words of its template (its kind's schema, the hero's heading its h1), and for
 * a document the document (`document`).
 */
function pageWordsSchema(row: PageRow) {
  const template = pageKindSchema(row.kind);
  const entries = {
    meta: PageMetaSchema,
    ...template.entries,
    ...(row.kind === 'document' ? { document: LegalDocumentSchema } : {}),
  };
  return (template.type as string) === 'loose_object' ? v.looseObject(entries) : v.object(entries);
}

/** The single pages of a page table: the ones that are one page each, not a page per record. */
const singlePages = (rows: readonly PageRow[]) => rows.filter((row) => !row.records);

/**
 * The pages area's records in one language: the rows of the page table (their structure) with
 * each page's words, data/messages/pages/pages.<locale>.json, under the page's key, and the
 * template copy of the pages of records (structure.ts). What a page shows (`pages`), its head
 * data (`pageMeta`) and, for a document, the document (`documents`), by the page's key; the
 * words of the head data of an industry's page and of the not-found page.
 * `messages`: another set of words for the same structure (a language in the making, a test's);
 * `rows`: another page table (a test's, with a page more).
 */
export function pagesRecords(
  locale: Locale,
  messages: unknown = messageFiles.pages[locale],
  rows: readonly PageRow[] = pageEntries,
) {
  const file = messagesFileName('pages', locale);
  const pages = singlePages(rows);
  const words = (messages as { pages?: Record<string, unknown> } | undefined)?.pages ?? {};
  // A row without its words: the one message that names the file and what to add there.
  const unwritten = pages.filter((row) => !(row.key in words));
  if (unwritten.length > 0) {
    throw new ContentValidationError(
      unwritten.map(
        (row) =>
          `${file}.pages.${row.key}: is missing (the words of the page ${row.path}, a row of the page table)`,
      ),
    );
  }
  const schema = v.object({
    // Strict: the words of a page the table does not have fail, naming it.
    pages: v.strictObject({
      ...Object.fromEntries(pages.map((row) => [row.key, pageWordsSchema(row)])),
      industryDetail: v.object({
        meta: v.object({ title: v.function() as v.GenericSchema<(title: string) => string> }),
        ...TemplatesSchema.industryDetail.entries,
      }),
      notFound: v.object({
        meta: v.object({ description: PageMetaSchema.entries.description }),
        ...TemplatesSchema.notFound.entries,
      }),
    }),
  });
  const structure = {
    pages: {
      ...Object.fromEntries(pages.map((row) => [row.key, row.structure ?? {}])),
      ...pagesStructure.pages,
    },
  };
  const recordsOf = recordsFromMessages(file, schema, structure, messages, {
    ...factValues(locale),
    ...notFoundValues(locale),
  });
  const records = recordsOf.pages as Record<string, Record<string, unknown>>;
  const { industryDetail, notFound } = recordsOf.pages;
  const page = (key: string) => {
    const { meta: _meta, document: _document, ...shown } = records[key] ?? {};
    return shown;
  };
  return {
    pages: {
      ...Object.fromEntries(pages.map((row) => [row.key, page(row.key)])),
      industryDetail: page('industryDetail'),
      notFound: page('notFound'),
    } as Pages,
    pageMeta: Object.fromEntries(
      pages.map((row) => [row.key, records[row.key]?.meta as PageMeta]),
    ) as Record<SinglePageKey, PageMeta>,
    documents: Object.fromEntries(
      pages
        .filter((row) => row.kind === 'document')
        .map((row) => [row.key, records[row.key]?.document as LegalDocument]),
    ) as Record<DocumentPageKey, LegalDocument>,
    /** The title of an industry's page, around the industry's title. */
    industryTitle: industryDetail.meta.title,
    /** The not-found page's description (its title is its heading). */
    notFoundDescription: notFound.meta.description,
  };
}
