import {
  ChatWidget,
  ColorModeToggle,
  colorModeScript,
  IconSpriteProvider,
  LinkProvider,
  SiteFooter,
  SiteHeader,
  SkipLink,
  ToastRegion,
} from '@lumenor/ui';
// The sprite every icon draws from: a hashed file under /assets/, the same URL in the prerender.
import iconSpriteUrl from '@lumenor/ui/icons.svg?url';
import { lazy, type ReactNode, Suspense } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useHref,
  useLocation,
  useNavigate,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { ErrorPage } from './components/ErrorPage';
import { Logo } from './components/Logo';
import { useScrollRestoration } from './lib/scroll-restoration';
import { shellData } from './lib/shell';
import { useShellData } from './lib/use-shell-data';

export const mainContentId = 'main-content';

/**
 * For unknown ids reached by a link in the browser (the static 404 page has its own route, which
 * imports it directly), so it is loaded then rather than with every page.
 */
const NotFoundPage = lazy(() =>
  import('./components/NotFoundPage').then((module) => ({ default: module.NotFoundPage })),
);

/** Runs at build time only (every page is prerendered); its data is embedded in each page. */
export function loader() {
  return shellData(new Date().getFullYear());
}

export function Layout({ children }: { children: ReactNode }) {
  const shell = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Sets the colour mode before first paint, so a prerendered page never flashes the wrong theme. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed string from our own package, hashed in the CSP */}
        <script dangerouslySetInnerHTML={{ __html: colorModeScript }} />
        <Meta />
        <Links />
        {shell?.headLinks.map((link) => (
          <link key={`${link.rel}-${link.href}`} {...link} />
        ))}
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

/** The shared layout of every page: skip link, header, main, footer, chat widget and toasts. */
function SiteShell({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { company, navigation, primaryCta, footer, copy } = useShellData();
  useScrollRestoration();
  return (
    <IconSpriteProvider href={iconSpriteUrl}>
      <LinkProvider navigate={navigate} useHref={useHref}>
        <SkipLink targetId={mainContentId}>{copy.skipToContent}</SkipLink>
        <SiteHeader
          logo={<Logo image={company.logo} />}
          logoHref="/"
          logoLabel={copy.logoLabel}
          navigation={navigation}
          currentPath={pathname}
          cta={primaryCta}
          menuLabels={{
            open: copy.openMenu,
            close: copy.closeMenu,
            navigation: copy.mainMenuLabel,
          }}
          colorModeToggle={
            <ColorModeToggle
              switchToDarkLabel={copy.colorMode.switchToDark}
              switchToLightLabel={copy.colorMode.switchToLight}
            />
          }
        />
        <main id={mainContentId} tabIndex={-1}>
          {children}
        </main>
        <SiteFooter
          logo={<Logo image={company.logo} />}
          about={footer.about}
          columns={footer.columns}
          legalLinks={footer.legalLinks}
          socialLinks={company.social}
          address={company.addressLines}
          email={company.email}
          copyright={footer.copyright}
        />
        <ChatWidget
          title={copy.chat.title}
          body={copy.chat.body}
          action={copy.chat.action}
          openLabel={copy.chat.openLabel}
          closeLabel={copy.chat.closeLabel}
        />
        <ToastRegion label={copy.toastRegionLabel} dismissLabel={copy.dismissLabel} />
      </LinkProvider>
    </IconSpriteProvider>
  );
}

export default function App() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <SiteShell>
      {notFound ? (
        <Suspense fallback={null}>
          <NotFoundPage />
        </Suspense>
      ) : (
        <ErrorPage error={error} />
      )}
    </SiteShell>
  );
}
