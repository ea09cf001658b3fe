'use client';

import { type ReactNode, useContext } from 'react';
import { RouterProvider } from 'react-aria-components';
import { LinkRouterContext } from '../../internal/LinkRouterContext.js';

export interface AriaRouterProviderProps {
  children: ReactNode;
}

/**
 * Gives react-aria-components' own links (`Link`, and `Button`, `MenuItem`… with `href`) the
 * routing of the enclosing LinkProvider, with the same rules for files and external hrefs.
 * Only needed by apps that render RAC links themselves: the design system's links do not use
 * them. A module of its own, so pages that do not need it never load react-aria-components.
 */
export function AriaRouterProvider({ children }: AriaRouterProviderProps) {
  const router = useContext(LinkRouterContext);
  if (!router) return children;
  return (
    <RouterProvider
      navigate={router.navigate}
      {...(router.useHref ? { useHref: router.useHref } : {})}
    >
      {children}
    </RouterProvider>
  );
}
