import {
  AccessibilityToolbar,
  bandRenderingScript,
  colorModeScript,
  IconSpriteProvider,
  PageReviewDate,
  SiteFooter,
  webFontScript,
} from '@lumenor/ui';
import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { ErrorPage } from './components/ErrorPage';
import { Logo } from './components/Logo';
import { NotFoundPage } from './components/NotFoundPage';
import { Island } from './islands/Island';
import { showsChatBubble } from './lib/chat-bubble';
import { requestEdition, requestSitePath } from './lib/edition';
import { iconSpriteUrl } from './lib/icon-sprite';
import { shellData } from './lib/shell';
import { useShellData } from './lib/use-shell-data';
import { searchTypeAttribute, searchTypeOf } from './search/route-handle';
import './styles/telugu-font.css';
import './styles/telugu.css';

export const mainContentId = 'main-content';

/** Runs at build time only (every page is prerendered), once per page, in the page's language. */
export function loader({ request }: Route.LoaderArgs) {
  return shellData(new Date().getFullYear(), requestEdition(request), requestSitePath(request));
}

/**
 * Same-site pages load ahead of the click: prerendered on hover (200 ms) or press, so the
 * document navigation that follows is instant where Speculation Rules are supported. Files (feeds,
 * images) are left alone.
 */
const speculationRules = JSON.stringify({
  prerender: [
    {
      where: { and: [{ href_matches: '/*' }, { not: { href_matches: '/*.*' } }] },
      eagerness: 'moderate',
    },
  ],
});

/**
 * A cross-document view transition that the browser aborts (the next page was revealed first, as a
 * prerendered page can be, or a navigation started while a slow page was still being revealed)
 * rejects its promises, which no page script holds. Those the page can reach are handled at the
 * events that hand them over; those the browser rejected before any event did ("Transition was
 * aborted because of invalid state. Page already revealed") are kept from being reported as
 * uncaught errors, and every other unhandled rejection still is. In the head, right after the
 * colour mode's script (first, before any paint), so that it runs before anything else can reveal
 * the page, in a prerendered page too.
 */
const viewTransitionScript =
  "for(const n of['pageswap','pagereveal'])addEventListener(n,e=>{const t=e.viewTransition;if(t)for(const p of[t.ready,t.finished,t.updateCallbackDone])p.catch(()=>{})});addEventListener('unhandledrejection',e=>{const r=e.reason;if(r instanceof DOMException&&/^Transition was /.test(r.message))e.preventDefault()})";

/**
 * Cross-document view transitions: a cross-fade between pages, unless motion is reduced. And the
 * scroll bar's room kept from the start: a page paints its first screen before the rest of it
 * (scripts/first-screen-styles.ts), and a scroll bar appearing with the rest would narrow the page
 * and move the first screen.
 */
const documentStyle =
  '@media (prefers-reduced-motion: no-preference){@view-transition{navigation:auto}}html{scrollbar-gutter:stable}';

/**
 * The document of every page. Pages are static HTML: there is no client router and no page-wide
 * hydration. The one script is the islands' entry, which hydrates the interactive parts (header,
 * chat, forms) on their own when a visitor reaches for them.
 */
export function Layout({ children }: { children: ReactNode }) {
  const shell = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang={shell?.lang ?? 'en'} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Sets the colour mode and text size before first paint: a prerendered page never flashes or shifts. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed string from our own package, hashed in the CSP */}
        <script dangerouslySetInnerHTML={{ __html: colorModeScript }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed string, hashed in the CSP */}
        <script dangerouslySetInnerHTML={{ __html: viewTransitionScript }} />
        {/* On a fresh visit, the bands below the first screen render as they come near the viewport. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed string from our own package, hashed in the CSP */}
        <script dangerouslySetInnerHTML={{ __html: bandRenderingScript }} />
        <Meta />
        <Links />
        {shell?.headLinks.map((link) => (
          <link key={`${link.rel}-${link.href}`} {...link} />
        ))}
        {/* After the links: sets an English page in Inter's fallback until the face is in the cache. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed string from our own package, hashed in the CSP */}
        <script dangerouslySetInnerHTML={{ __html: webFontScript }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed string, hashed in the CSP */}
        <style dangerouslySetInnerHTML={{ __html: documentStyle }} />
        {shell ? <script type="module" src={shell.islandsEntry} /> : null}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: fixed JSON, hashed in the CSP */}
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules }} />
      </head>
      <body>{children}</body>
    </html>
  );
}

/**
 * The shared layout of every page: the accessibility tool bar (skip link first), header, main,
 * footer and chat. The tool bar is static HTML outside the islands: its buttons are run by the
 * islands' entry script (client.tsx), so using it loads no React. `<main>` carries the
 * page's type for the site search, unless the route's handle leaves it out (`indexed` false: an
 * error page).
 */
function SiteShell({ children, indexed = true }: { children: ReactNode; indexed?: boolean }) {
  const { pathname } = useLocation();
  const matches = useMatches();
  const searchType = searchTypeOf(matches);
  const chatBubble = showsChatBubble(matches);
  const { company, navigation, primaryCta, footer, copy, languages, homeHref, review } =
    useShellData();
  const { noScript: _noScript, browse: _browse, ...searchCopy } = copy.search;
  const { screenReaderLink, ...toolbarCopy } = copy.accessibilityToolbar;
  return (
    <IconSpriteProvider href={iconSpriteUrl}>
      <AccessibilityToolbar
        {...toolbarCopy}
        skipLink={{ label: copy.skipToContent, href: `#${mainContentId}` }}
        screenReaderLink={screenReaderLink}
        languageLinks={languages}
      />
      <Island
        name="header"
        props={{
          iconSprite: iconSpriteUrl,
          logo: company.logo,
          logoLabel: copy.logoLabel,
          logoHref: homeHref,
          navigation,
          currentPath: pathname,
          cta: primaryCta,
          menuLabels: {
            open: copy.openMenu,
            menu: copy.menuLabel,
            close: copy.closeMenu,
            navigation: copy.mainMenuLabel,
          },
          accessibilityToolbar: copy.accessibilityToolbar,
          languageLinks: languages,
          search: searchCopy,
        }}
      />
      <main
        id={mainContentId}
        tabIndex={-1}
        {...{ [searchTypeAttribute]: indexed ? searchType : undefined }}
      >
        {children}
        {indexed && review && <PageReviewDate {...review} />}
      </main>
      <SiteFooter
        logo={<Logo image={company.logo} />}
        about={footer.about}
        columns={footer.columns}
        legalLinks={footer.legalLinks}
        legalLabel={footer.legalLabel}
        socialLinks={company.social}
        externalLinkNote={copy.externalLinkNote}
        address={company.addressLines}
        email={company.email}
        copyright={footer.copyright}
      />
      {chatBubble && (
        <Island
          name="chat"
          props={{
            iconSprite: iconSpriteUrl,
            title: copy.chat.title,
            body: copy.chat.body,
            action: copy.chat.action,
            openLabel: copy.chat.openLabel,
            closeLabel: copy.chat.closeLabel,
          }}
        />
      )}
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
    <SiteShell indexed={false}>
      {notFound ? <NotFoundPage /> : <ErrorPage error={error} />}
    </SiteShell>
  );
}
