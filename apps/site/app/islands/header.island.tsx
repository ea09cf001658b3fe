import type { ImageAsset, LayoutCopy, NavItem } from '@lumenor/content';
import {
  AccessibilityToolbar,
  IconSpriteProvider,
  type LanguageLink,
  SiteHeader,
  type SiteHeaderMenuLabels,
} from '@lumenor/ui';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Logo } from '../components/Logo';
import { isSearchShortcutOn, searchShortcut, setSearchShortcutOn } from '../search/shortcut';
import type { SearchUiCopy } from '../search/status';

/** The search dialog and its engine: loaded the first time a visitor opens search, never before. */
const HeaderSearch = lazy(() => import('../search/HeaderSearch'));

export interface HeaderIslandProps {
  iconSprite: string;
  logo: ImageAsset;
  logoLabel: string;
  /** The home page of the page's language. */
  logoHref: string;
  navigation: NavItem[];
  currentPath: string;
  cta: { label: string; href: string };
  menuLabels: SiteHeaderMenuLabels;
  /** The phone menu's accessibility options (the page's bar above the header is static HTML). */
  accessibilityToolbar: LayoutCopy['accessibilityToolbar'];
  /** The same page in the site's other languages. */
  languageLinks: LanguageLink[];
  search: SearchUiCopy;
}

/**
 * The site header: Escape closing a dropdown from anywhere, the phone menu (with the
 * accessibility options, whose buttons client.tsx runs before and after hydration), and the search
 * button, which opens the search dialog (a link to the search page without JavaScript).
 */
export default function HeaderIsland({
  iconSprite,
  logo,
  logoLabel,
  logoHref,
  navigation,
  currentPath,
  cta,
  menuLabels,
  accessibilityToolbar,
  languageLinks,
  search,
}: HeaderIslandProps) {
  // Mounted on the first press and kept (closed) after, so a reopened dialog keeps its query.
  const [searchMounted, setSearchMounted] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  // On in the server HTML; the visitor's stored choice applies once hydrated (client.tsx already
  // took the key's mention off the buttons where it is off).
  const [shortcutOn, setShortcutOn] = useState(true);
  useEffect(() => setShortcutOn(isSearchShortcutOn()), []);
  // Closing search where focus would fall to the page's body ('/' pressed with nothing focused, or
  // the phone menu's entry, now hidden): the visible way into search, else the menu button.
  const visibleWayIntoSearch = useCallback(() => {
    const header = document.querySelector('header[data-site-header]');
    const candidates = header?.querySelectorAll<HTMLElement>(
      `button[aria-haspopup="dialog"], button[aria-label="${CSS.escape(menuLabels.open)}"]`,
    );
    return [...(candidates ?? [])].find((button) => button.checkVisibility());
  }, [menuLabels.open]);
  return (
    <IconSpriteProvider href={iconSprite}>
      <SiteHeader
        logo={<Logo image={logo} />}
        logoHref={logoHref}
        logoLabel={logoLabel}
        navigation={navigation}
        currentPath={currentPath}
        cta={cta}
        menuLabels={menuLabels}
        menuToolbar={
          <AccessibilityToolbar
            {...accessibilityToolbar}
            layout="panel"
            languageLinks={languageLinks}
          />
        }
        search={{
          label: search.openLabel,
          href: search.href,
          keyShortcuts: shortcutOn ? searchShortcut : undefined,
          onPress: () => {
            setSearchMounted(true);
            setSearchOpen(true);
          },
        }}
      />
      {searchMounted ? (
        <Suspense fallback={null}>
          <HeaderSearch
            open={searchOpen}
            onOpenChange={setSearchOpen}
            copy={search}
            shortcutToggle={{
              label: search.shortcutToggle,
              checked: shortcutOn,
              onChange: (on) => {
                setSearchShortcutOn(on);
                setShortcutOn(on);
              },
            }}
            returnFocusTo={visibleWayIntoSearch}
          />
        </Suspense>
      ) : null}
    </IconSpriteProvider>
  );
}
