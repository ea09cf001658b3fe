import type { Pages } from '../pages/schema';
import { messageWith } from '../shared/messages';
import type { SinglePageKey } from './table';

/**
 * The site area's structure besides the page table (table.ts, the pages themselves): which
 * messages take arguments and where each page's h1 comes from. The words are in
 * data/messages/site/site.<locale>.json: each page's head data (title, description, keywords)
 * under its key in the page table, and the not-found page's description.
 */
export const siteStructure = {
  pages: {
    /** The title of an industry's page (/industries/<id>), from the industry's title. */
    industry: { title: messageWith('title') },
  },
};

/** The records of the pages area that open with a hero (its heading is their page's h1). */
type HeroRecord = {
  [Key in keyof Pages]: Pages[Key] extends { hero: { heading: string } } ? Key : never;
}[keyof Pages];

/** The single pages whose hero is a record of the pages area by another name than their key. */
const heroRecordOf = {
  privacy: 'privacyPolicy',
  terms: 'termsOfService',
  hyperlinking: 'hyperlinkingPolicy',
  copyright: 'copyrightPolicy',
} as const satisfies Partial<Record<SinglePageKey, HeroRecord>>;

/**
 * The record of the pages area whose hero heading is a single page's h1: the one of its key, or
 * the one `heroRecordOf` names (TypeScript fails while a page has neither).
 */
export function heroRecord(key: SinglePageKey): HeroRecord {
  const named: Partial<Record<SinglePageKey, HeroRecord>> = heroRecordOf;
  return named[key] ?? (key as Exclude<SinglePageKey, keyof typeof heroRecordOf>);
}
