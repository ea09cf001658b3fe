import '@lumenor/ui/styles.css';
import { company, footerContent, layoutCopy, mainNavigation, primaryCta } from '@lumenor/content';
import {
  ChatWidget,
  ColorModeToggle,
  colorModeScript,
  SiteFooter,
  SiteHeader,
  SkipLink,
  ToastRegion,
} from '@lumenor/ui';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useHref,
  useLocation,
  useNavigate,
} from 'react-router';
import type { Route } from './+types/root';
import { ErrorPage } from './components/ErrorPage';
import { Logo } from './components/Logo';
import { NotFoundPage } from './components/NotFoundPage';
import { siteLinks } from './lib/head';

export const mainContentId = 'main-content';

export const links: Route.LinksFunction = () => siteLinks();

export function Layout({ children }: { children: ReactNode }) {
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
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The shared layout of every page: skip link, header, main, footer, chat widget and toasts. */
function SiteShell({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const year = new Date().getFullYear();
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      <SkipLink targetId={mainContentId}>{layoutCopy.skipToContent}</SkipLink>
      <SiteHeader
        logo={<Logo />}
        logoHref="/"
        logoLabel={layoutCopy.logoLabel}
        navigation={mainNavigation}
        currentPath={pathname}
        cta={primaryCta}
        menuLabels={{
          open: layoutCopy.openMenu,
          close: layoutCopy.closeMenu,
          navigation: layoutCopy.mainMenuLabel,
        }}
        colorModeToggle={
          <ColorModeToggle
            switchToDarkLabel={layoutCopy.colorMode.switchToDark}
            switchToLightLabel={layoutCopy.colorMode.switchToLight}
          />
        }
      />
      <main id={mainContentId} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter
        logo={<Logo />}
        about={footerContent.about}
        columns={footerContent.columns}
        legalLinks={footerContent.legalLinks}
        socialLinks={company.social}
        address={formatAddress()}
        email={company.email}
        copyright={footerContent.copyright(year)}
      />
      <ChatWidget
        title={layoutCopy.chat.title}
        body={layoutCopy.chat.body}
        action={layoutCopy.chat.action}
        openLabel={layoutCopy.chat.openLabel}
        closeLabel={layoutCopy.chat.closeLabel}
      />
      <ToastRegion label={layoutCopy.toastRegionLabel} dismissLabel={layoutCopy.dismissLabel} />
    </RouterProvider>
  );
}

function formatAddress(): string[] {
  const { streetAddress, locality, region, postalCode, country } = company.address;
  return [streetAddress, `${locality}, ${region} ${postalCode}`, country];
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
  return <SiteShell>{notFound ? <NotFoundPage /> : <ErrorPage error={error} />}</SiteShell>;
}
