import { useId } from 'react';
import { Anchor } from '../../internal/Anchor.js';
import * as styles from './Search.css.js';

/** A piece of an excerpt: `marked` pieces are what matched the query, shown in `<mark>`. */
export interface TextSegment {
  text: string;
  marked?: boolean;
}

/** One search result. */
export interface SearchResult {
  /** The page it leads to; also its key in the list. */
  href: string;
  title: string;
  /** What kind of page it is (e.g. 'Article'), shown beside the title. */
  type: string;
  /** Text around the match: plain text, rendered as text (never as HTML). */
  excerpt: readonly TextSegment[];
}

export interface SearchResultsProps {
  results: readonly SearchResult[];
  /** Accessible name of the list (e.g. 'Search results'). */
  label: string;
  /** Id of the list, for `aria-controls`. */
  id?: string;
}

/**
 * A list of search results: each is a link named by its title and described by its type and its
 * excerpt (the whole card is the link's click target). Matches in the excerpt are `<mark>`ed.
 * Renders nothing when there are no results.
 */
export function SearchResults({ results, label, id }: SearchResultsProps) {
  const idPrefix = useId();
  if (results.length === 0) return null;
  return (
    <ul className={styles.results} aria-label={label} id={id}>
      {results.map((result, index) => {
        const typeId = `${idPrefix}-${index}-type`;
        const excerptId = `${idPrefix}-${index}-excerpt`;
        return (
          <li key={result.href} className={styles.result}>
            <div className={styles.resultTop}>
              <Anchor
                href={result.href}
                className={styles.resultLink}
                aria-describedby={`${typeId} ${excerptId}`}
              >
                {result.title}
              </Anchor>
              <span id={typeId} className={styles.resultType}>
                {result.type}
              </span>
            </div>
            <p id={excerptId} className={styles.excerpt}>
              {result.excerpt.map((segment, position) =>
                segment.marked ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: an excerpt's segments never reorder.
                  <mark key={position} className={styles.mark}>
                    {segment.text}
                  </mark>
                ) : (
                  segment.text
                ),
              )}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
