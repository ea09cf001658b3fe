import { useRouteLoaderData } from 'react-router';
import type { ShellData } from './shell';

/** The shared layout's copy and company details, loaded once by the root route. */
export function useShellData(): ShellData {
  const data = useRouteLoaderData('root') as ShellData | undefined;
  if (!data) throw new Error('The root loader data is missing');
  return data;
}
