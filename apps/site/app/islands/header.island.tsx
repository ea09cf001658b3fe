import type { ImageAsset, NavItem } from '@lumenor/content';
import {
  ColorModeToggle,
  IconSpriteProvider,
  type LanguageLink,
  SiteHeader,
  type SiteHeaderMenuLabels,
} from '@lumenor/ui';
import { lazy, Suspense, useState } from 'react';
import { Logo } from '../components/Logo';
import { searchShortcut } from '../search/shortcut';
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
  colorMode: { switchToDark: string; switchToLight: string };
  /** The same page in the site's other languages. */
  languageLinks: LanguageLink[];
  search: SearchUiCopy;
}

/**
 * The site header: the colour-mode toggle, Escape closing a dropdown from anywhere, and the search
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
  colorMode,
  languageLinks,
  search,
}: HeaderIslandProps) {
  // Mounted on the first press and kept (closed) after, so a reopened dialog keeps its query.
  const [searchMounted, setSearchMounted] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
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
        languageLinks={languageLinks}
        colorModeToggle={
          <ColorModeToggle
            switchToDarkLabel={colorMode.switchToDark}
            switchToLightLabel={colorMode.switchToLight}
          />
        }
        search={{
          label: search.openLabel,
          href: search.href,
          keyShortcuts: searchShortcut,
          onPress: () => {
            setSearchMounted(true);
            setSearchOpen(true);
          },
        }}
      />
      {searchMounted ? (
        <Suspense fallback={null}>
          <HeaderSearch open={searchOpen} onOpenChange={setSearchOpen} copy={search} />
        </Suspense>
      ) : null}
    </IconSpriteProvider>
  );
}
