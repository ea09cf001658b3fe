import type { MetaDescriptor } from 'react-router';
import type { ShellData } from './shell';

interface RouteMetaArgs {
  loaderData?: { head?: MetaDescriptor[] } | undefined;
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/**
 * Every route's `meta`: the head tags its loader computed at build time (lib/head.ts), so no copy
 * or lookup code ships to the browser. A route without data (unknown id, caught error) gets the
 * not-found head from the root loader.
 */
export function routeMeta({ loaderData, matches }: RouteMetaArgs): MetaDescriptor[] {
  if (loaderData?.head) return loaderData.head;
  const shell = matches.find((match) => match?.id === 'root')?.loaderData as ShellData | undefined;
  return shell?.notFoundHead ?? [];
}
