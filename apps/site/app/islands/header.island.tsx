import type { ImageAsset, NavItem } from '@lumenor/content';
import {
  ColorModeToggle,
  IconSpriteProvider,
  type LanguageLink,
  SiteHeader,
  type SiteHeaderMenuLabels,
} from '@lumenor/ui';
import { Logo } from '../components/Logo';

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
}

/** The site header: the colour-mode toggle, and the dropdown that opens once the page scrolls. */
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
}: HeaderIslandProps) {
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
      />
    </IconSpriteProvider>
  );
}
