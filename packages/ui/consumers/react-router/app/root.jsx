import { colorModeScript, LinkProvider, showToast, ToastRegion } from '@lumenor/ui';
import { IconSprite } from '@lumenor/ui/icon-sprite';
import stylesUrl from '@lumenor/ui/styles.css?url';
import { useEffect } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useHref,
  useNavigate,
} from 'react-router';
import brandUrl from './brand.css?url';

// The package's stylesheet first, the brand after it (same selectors, so the brand wins).
export const links = () => [
  { rel: 'icon', href: 'data:,' },
  { rel: 'stylesheet', href: stylesUrl },
  { rel: 'stylesheet', href: brandUrl },
];

export const meta = () => [{ title: 'Partner site (React Router)' }];

export function Layout({ children }) {
  return (
    // The colour-mode script sets data-color-mode on <html> before hydration, on purpose.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the package's fixed script (CSP: colorModeScriptHash) */}
        <script dangerouslySetInnerHTML={{ __html: colorModeScript }} />
        <Meta />
        <Links />
      </head>
      <body>
        <IconSprite />
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const navigate = useNavigate();
  useEffect(() => {
    showToast({ title: 'Welcome to the partner site', variant: 'neutral', timeout: 60_000 });
  }, []);
  return (
    <LinkProvider navigate={navigate} useHref={useHref}>
      <Outlet />
      <ToastRegion label="Notifications" dismissLabel="Dismiss" />
    </LinkProvider>
  );
}
