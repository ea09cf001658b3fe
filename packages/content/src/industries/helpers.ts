import { industries } from './en';
import type { Industry } from './schema';

/** Pure helpers over the industries. Each takes the data as a trailing argument (the default
 * locale's records by default) so a Telugu edition and tests can pass their own. */

export function industryPath(id: string): string {
  return `/industries/${id}`;
}

/** The industry with this id, or undefined (the site then shows the not-found page). */
export function getIndustryById<T extends { id: string } = Industry>(
  id: string,
  list: readonly T[] = industries as unknown as readonly T[],
): T | undefined {
  return list.find((industry) => industry.id === id);
}

/**
 * Up to `max` (default 3) other industries, in list order starting after the given one
 * and wrapping round, so each page links to its neighbours. Never includes the industry itself;
 * an unknown id yields the first `max` industries.
 */
export function getRelatedIndustries<T extends { id: string } = Industry>(
  id: string,
  max = 3,
  list: readonly T[] = industries as unknown as readonly T[],
): T[] {
  const limit = Math.max(0, Math.floor(max));
  const index = list.findIndex((industry) => industry.id === id);
  if (index === -1) return list.slice(0, limit);
  return [...list.slice(index + 1), ...list.slice(0, index)].slice(0, limit);
}
