import type { DocumentPage, Pages } from '../pages/schema';
import type { LegalDocument, LegalDocumentId } from './schema';

/** The records of one language that hold the documents and their pages' copy. */
export interface DocumentRecords {
  legal: Record<'privacy' | 'terms' | 'hyperlinking' | 'copyright', LegalDocument>;
  guides: Record<'screenReaderAccess' | 'help', LegalDocument>;
  accessibilityStatement: LegalDocument;
  pages: Pages;
}

/** A document's page: the document, and the copy of the page around it (hero, labels). */
export interface DocumentPageRecords {
  document: LegalDocument;
  copy: DocumentPage;
}

const documentPages: Record<LegalDocumentId, (records: DocumentRecords) => DocumentPageRecords> = {
  privacy: ({ legal, pages }) => ({ document: legal.privacy, copy: pages.privacyPolicy }),
  terms: ({ legal, pages }) => ({ document: legal.terms, copy: pages.termsOfService }),
  accessibility: ({ accessibilityStatement, pages }) => ({
    document: accessibilityStatement,
    copy: pages.accessibility,
  }),
  'screen-reader-access': ({ guides, pages }) => ({
    document: guides.screenReaderAccess,
    copy: pages.screenReaderAccess,
  }),
  help: ({ guides, pages }) => ({ document: guides.help, copy: pages.help }),
  hyperlinking: ({ legal, pages }) => ({
    document: legal.hyperlinking,
    copy: pages.hyperlinkingPolicy,
  }),
  copyright: ({ legal, pages }) => ({ document: legal.copyright, copy: pages.copyrightPolicy }),
};

/** The document of an id and its page's copy, in the language of `records` (an edition). */
export function documentPage(id: LegalDocumentId, records: DocumentRecords): DocumentPageRecords {
  return documentPages[id](records);
}
