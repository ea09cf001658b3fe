import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import {
  type IslandName,
  type IslandPropsOf,
  islandIdPrefix,
  islandNameAttribute,
  islandPropsAttribute,
} from './registry';

type IslandModule = { default: ComponentType<never> };

// Rendered at build time only (pages are prerendered): every island's component, by file name.
const islandModules = import.meta.glob<IslandModule>('./*.island.tsx', { eager: true });

/**
 * When an island's code loads (is-land's conditions):
 * - `interaction`: the first pointer over it, focus in it or touch on it (before a click lands),
 *   or a click itself (assistive technology can click without any of those first);
 * - `visible`: when it scrolls into view;
 * - `idle`: once the page has loaded and the browser is idle.
 * Loading React costs more than the no-interaction budget of a page, so every island here waits
 * for interaction, but the search page's form: a visitor who opens `/search?q=…` came for the
 * results, so it hydrates as the page goes idle.
 */
export type IslandTrigger = 'interaction' | 'visible' | 'idle';

const triggerAttributes: Record<IslandTrigger, Record<string, string>> = {
  interaction: { 'on:interaction': 'pointerover,focusin,touchstart,click' },
  visible: { 'on:visible': '' },
  idle: { 'on:idle': '' },
};

interface IslandProps<Name extends IslandName> {
  name: Name;
  props: IslandPropsOf<Name>;
  on?: IslandTrigger;
  /** Classes for the island's element (layout only, such as `display: contents`). */
  className?: string;
}

/**
 * Prerenders an island: its component rendered as a React root of its own (so hydrating it alone
 * finds exactly this markup and these ids), inside an `<is-land>` element that carries its props
 * and its trigger. client.ts hydrates it when the trigger fires.
 */
export function Island<Name extends IslandName>({
  name,
  props,
  on = 'interaction',
  className,
}: IslandProps<Name>) {
  const module = islandModules[`./${name}.island.tsx`];
  if (!module) throw new Error(`No island module app/islands/${name}.island.tsx`);
  const Component = module.default as ComponentType<object>;
  const html = renderToString(<Component {...(props as object)} />, {
    identifierPrefix: islandIdPrefix(name),
  });
  return (
    <is-land
      type="react"
      class={className}
      {...triggerAttributes[on]}
      {...{ [islandNameAttribute]: name, [islandPropsAttribute]: JSON.stringify(props) }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own prerender of the island (escaped by React), so hydration finds the same markup.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'is-land': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        type?: string;
        class?: string;
      };
    }
  }
}
