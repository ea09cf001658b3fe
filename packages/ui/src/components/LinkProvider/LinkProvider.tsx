import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';

export interface LinkProviderProps {
  /** Client-side navigation of the host app's router, e.g. React Router's `useNavigate()`. */
  navigate: (href: string) => void;
  /** Turns a router href into a browser href (base paths); React Router's `useHref`. */
  useHref?: (href: string) => string;
  children: ReactNode;
}

/**
 * Makes every link of the design system navigate with the host app's router.
 * Without it, links are plain anchors and the browser loads the page: both work.
 */
export function LinkProvider({ navigate, useHref, children }: LinkProviderProps) {
  return (
    <RouterProvider navigate={navigate} {...(useHref ? { useHref } : {})}>
      {children}
    </RouterProvider>
  );
}
