/**
 * A list drawn without the browser's markers and indent, for lists that lay their items out
 * themselves (a grid of cards, a row of tags, a trail of links). Plain style object, as `focus.ts`:
 * spread it into `style()`. Safari then drops the list's semantics: add `role="list"` where they
 * matter.
 */
export const plainList = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
} as const;
