import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

/**
 * The translation stamp of a Telugu twin (its `translationOf`), as both the package's scripts and
 * the editor at /admin write it: field → the hash of the English text the Telugu translates. Pure
 * (no Node module), so the editor's page computes the same hashes as `translations:check`.
 */

/** The record of a Telugu file: field → the first 12 hex digits of the SHA-256 of the English. */
export type TranslationStamp = Record<string, string>;

/** The hash of one English text, as a Telugu file keeps it. */
export function translationHash(text: string): string {
  return bytesToHex(sha256(new TextEncoder().encode(text.normalize('NFC')))).slice(0, 12);
}

/** Fields of a Markdown article that are translated (the rest, like the date, are copied). */
export const translatedPostFields = ['title', 'excerpt', 'imageAlt'] as const;

/** The text an article's body is stamped with: its Markdown, without surrounding blank lines. */
export const stampedBody = (body: string) => body.trim();

/**
 * The stamp of a Telugu twin after a save: a field the writer translated in this save (its Telugu
 * text differs from the one read, or the twin is new) is stamped with the English saved beside
 * it; any other field keeps its stamp, so an English change alone leaves the Telugu stale there.
 */
export function stampAfterSave(options: {
  /** The English texts saved, by field (an article's body under `body`). */
  english: Readonly<Record<string, string>>;
  /** The Telugu texts saved, by field. */
  telugu: Readonly<Record<string, string>>;
  /** The Telugu texts as read before editing; undefined for a new twin. */
  teluguBefore?: Readonly<Record<string, string>>;
  /** The stamp read with the twin. */
  stamp?: Readonly<TranslationStamp>;
}): TranslationStamp {
  const { english, telugu, teluguBefore, stamp = {} } = options;
  const next: TranslationStamp = {};
  for (const [field, text] of Object.entries(english)) {
    const translated =
      telugu[field] !== undefined &&
      telugu[field].trim() !== '' &&
      (teluguBefore === undefined || telugu[field] !== teluguBefore[field]);
    const kept = stamp[field];
    if (translated) next[field] = translationHash(text);
    else if (kept !== undefined) next[field] = kept;
  }
  return next;
}

/** The fields of a Telugu twin whose stamp is not the hash of the English beside it. */
export function staleFields(
  english: Readonly<Record<string, string>>,
  stamp: Readonly<TranslationStamp> = {},
): string[] {
  return Object.entries(english)
    .filter(([field, text]) => stamp[field] !== translationHash(text))
    .map(([field]) => field);
}
