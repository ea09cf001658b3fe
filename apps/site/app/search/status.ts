import type { SearchCopy } from '@lumenor/content';

export type SearchPhase = 'loading' | 'error' | 'ready';

/** The copy the search UI shows; the search page's no-JavaScript text stays with the page. */
export type SearchUiCopy = Omit<SearchCopy, 'noScript' | 'browse'>;

const countFormats = new Map<string, { number: Intl.NumberFormat; plural: Intl.PluralRules }>();

/**
 * The number format and plural rules of `lang`, made once per page view: the first of each loads
 * the language's data, some 70 ms on a phone-speed CPU, so the search makes them as it loads
 * (use-site-search.ts), before its first results are shown.
 */
export function countFormatOf(lang: string) {
  const known = countFormats.get(lang);
  if (known) return known;
  const made = { number: new Intl.NumberFormat(lang), plural: new Intl.PluralRules(lang) };
  // Plural rules load their data on their first choice.
  made.plural.select(0);
  countFormats.set(lang, made);
  return made;
}

/**
 * The status line of a search, in the page's language: a prompt, 'Loading…', an error, or the
 * number of results for the query (plural form by Intl.PluralRules of `lang`).
 */
export function searchStatus(
  copy: Pick<SearchUiCopy, 'prompt' | 'loading' | 'error' | 'resultCount' | 'noResults'>,
  phase: SearchPhase,
  query: string,
  count: number,
  lang: string,
): string {
  const trimmed = query.trim();
  if (phase === 'error') return copy.error;
  if (trimmed === '') return copy.prompt;
  if (phase === 'loading') return copy.loading;
  // Replacer functions: a query is text, never a replacement pattern ('$&' stays '$&').
  const fill = (template: string) =>
    template
      .replaceAll('{count}', () => countFormatOf(lang).number.format(count))
      .replaceAll('{query}', () => trimmed);
  if (count === 0) return fill(copy.noResults);
  const category = countFormatOf(lang).plural.select(count);
  return fill(category === 'one' ? copy.resultCount.one : copy.resultCount.other);
}
