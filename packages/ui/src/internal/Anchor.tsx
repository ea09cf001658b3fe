'use client';

import { type AnchorHTMLAttributes, type MouseEvent, type Ref, useContext } from 'react';
import { LinkRouterContext } from './LinkRouterContext.js';
import { type LinkRouter, shouldRouteClick } from './linkRouting.js';

export interface AnchorProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

const useHrefAsWritten = (href: string) => href;

/** The host router's href hook, or the identity without one (the same hook on every render). */
function useRouterHref(router: LinkRouter | null, href: string): string {
  const useHref = router?.useHref ?? useHrefAsWritten;
  return useHref(href);
}

/**
 * A native <a> that navigates with the host router (LinkProvider) on plain left clicks to site
 * paths; modified clicks, other targets, downloads, files, in-page and external hrefs are left to
 * the browser. Without a LinkProvider it is a plain anchor. Style hover and focus with `:hover`
 * and `:focus-visible`. Light on purpose: it replaces react-aria-components' Link in the shell.
 */
export function Anchor({ href, onClick, target, download, ref, ...props }: AnchorProps) {
  const router = useContext(LinkRouterContext);
  const resolvedHref = useRouterHref(router, href);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (router && shouldRouteClick(event, href, target, download)) {
      event.preventDefault();
      router.navigate(href);
    }
  };
  return (
    <a
      {...props}
      ref={ref}
      href={resolvedHref}
      target={target}
      download={download}
      onClick={handleClick}
    />
  );
}
