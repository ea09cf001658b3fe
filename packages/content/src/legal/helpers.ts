import type { DocumentPage, Pages } from '../pages/schema';
import type { DocumentPageKey } from '../site/table';
import type { LegalDocument } from './schema';

/** The records of one language that hold the documents and their pages' copy (an edition). */
export interface DocumentRecords {
  documents: Readonly<Record<DocumentPageKey, LegalDocument>>;
  pages: Pages;
}

/** A document's page: the document, and the copy of the page around it (hero, labels). */
export interface DocumentPageRecords {
  document: LegalDocument;
  copy: DocumentPage;
}

/** The document of a page of kind `document` and its page's copy, in the language of `records`. */
export function documentPage(key: DocumentPageKey, records: DocumentRecords): DocumentPageRecords {
  return { document: records.documents[key], copy: records.pages[key] };
}
