import type { ComponentProps } from 'react';

/**
 * Every island of the site: the parts of a page a person operates. Each is prerendered with its
 * page and hydrated on its own, from `./<name>.island.tsx`, when its trigger fires (see Island.tsx
 * and client.tsx, whose loaders the type checker holds to this list). Everything else on a page is
 * HTML and CSS.
 */
export interface IslandComponents {
  header: typeof import('./header.island').default;
  chat: typeof import('./chat.island').default;
  'contact-form': typeof import('./contact-form.island').default;
  newsletter: typeof import('./newsletter.island').default;
  'search-page': typeof import('./search-page.island').default;
}

export type IslandName = keyof IslandComponents;

export type IslandPropsOf<Name extends IslandName> = ComponentProps<IslandComponents[Name]>;

/** The attribute holding an island's props, serialised as JSON. */
export const islandPropsAttribute = 'data-props';
/** The attribute naming an island's module. */
export const islandNameAttribute = 'data-island';

/** The `useId` prefix of an island: its own React root must not repeat another's ids. */
export function islandIdPrefix(name: IslandName): string {
  return `${name}-`;
}
