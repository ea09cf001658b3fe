import type { ImageAsset, NavItem } from '@lumenor/content';
import {
  ColorModeToggle,
  IconSpriteProvider,
  SiteHeader,
  type SiteHeaderMenuLabels,
} from '@lumenor/ui';
import { Logo } from '../components/Logo';

export interface HeaderIslandProps {
  iconSprite: string;
  logo: ImageAsset;
  logoLabel: string;
  navigation: NavItem[];
  currentPath: string;
  cta: { label: string; href: string };
  menuLabels: SiteHeaderMenuLabels;
  colorMode: { switchToDark: string; switchToLight: string };
}

/** The site header: the colour-mode toggle, and the dropdown that opens once the page scrolls. */
export default function HeaderIsland({
  iconSprite,
  logo,
  logoLabel,
  navigation,
  currentPath,
  cta,
  menuLabels,
  colorMode,
}: HeaderIslandProps) {
  return (
    <IconSpriteProvider href={iconSprite}>
      <SiteHeader
        logo={<Logo image={logo} />}
        logoHref="/"
        logoLabel={logoLabel}
        navigation={navigation}
        currentPath={currentPath}
        cta={cta}
        menuLabels={menuLabels}
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
