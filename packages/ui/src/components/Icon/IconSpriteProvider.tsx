'use client';

import { createContext, type ReactNode, useContext } from 'react';

/** '' (no provider): `<use href="#name">`, a symbol of the sprite inlined in the page. */
const IconSpriteContext = createContext('');

export interface IconSpriteProviderProps {
  /**
   * URL of the package's sprite (`@lumenor/ui/icons.svg`) as the host serves it, e.g. the
   * `?url` import of a Vite app. Same origin as the page: browsers refuse cross-origin `<use>`.
   */
  href: string;
  children: ReactNode;
}

/**
 * Tells every `Icon` below it where the icon sprite is served. Without it, icons reference
 * `#name` in the page itself, for hosts that inline the sprite's markup instead.
 */
export function IconSpriteProvider({ href, children }: IconSpriteProviderProps) {
  return <IconSpriteContext value={href}>{children}</IconSpriteContext>;
}

/** The sprite URL icons point at ('' without a provider). */
export function useIconSpriteHref(): string {
  return useContext(IconSpriteContext);
}
