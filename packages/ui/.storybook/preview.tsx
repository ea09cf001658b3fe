/// <reference types="vite/client" />
import type { Decorator, Preview } from '@storybook/react-vite';
import '../src/fonts.css';
import '../src/themes/global.css.js';
import '../src/reset.css.js';
import { type ColorMode, colorModes, isColorMode } from '../src/colorMode/colorMode.js';
import { IconSpriteProvider } from '../src/components/Icon/IconSpriteProvider.js';
import iconSpriteUrl from '../src/components/Icon/icons.svg?url';
import { AriaRouterProvider } from '../src/components/LinkProvider/AriaRouterProvider.js';
import { LinkProvider } from '../src/components/LinkProvider/LinkProvider.js';

/**
 * Applies the toolbar's colour mode to <html data-color-mode>, exactly as the site's inline script
 * does, gives links a router (LinkProvider) that does nothing so pressing one never leaves the story,
 * and serves icons from the sprite (IconSpriteProvider), as a host app does.
 */
const withThemeAndRouter: Decorator = (Story, context) => {
  const mode = isColorMode(context.globals.colorMode) ? context.globals.colorMode : 'light';
  if (typeof document !== 'undefined') document.documentElement.dataset.colorMode = mode;
  return (
    <IconSpriteProvider href={iconSpriteUrl}>
      <LinkProvider navigate={() => {}}>
        <AriaRouterProvider>
          <Story />
        </AriaRouterProvider>
      </LinkProvider>
    </IconSpriteProvider>
  );
};

/** How the toolbar names each colour mode (Storybook's own icon names). */
const colorModeToolbarItems: Record<ColorMode, { title: string; icon: string }> = {
  light: { title: 'Light', icon: 'sun' },
  dark: { title: 'Dark', icon: 'moon' },
  contrast: { title: 'High contrast', icon: 'contrast' },
};

/** Every component README (use, guidance, options), keyed by folder: `Button`, `colorMode`, … */
const readmes = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('../src/**/README.md', {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  ).map(([file, text]) => [file.split('/').at(-2) ?? file, text]),
);
/** Components whose README sits in a folder of another name. */
const readmeFolder: Record<string, string> = {
  ColorModeToggle: 'colorMode',
  NavDropdown: 'SiteHeader',
  SearchDialog: 'Search',
  SearchButton: 'Search',
};

/**
 * The docs page of each component: its JSDoc description, then its README without the title (the
 * page has one), so designers and developers read the same guidance in Storybook and on GitHub.
 */
function componentDescription(component: unknown): string | null {
  if (!component || (typeof component !== 'function' && typeof component !== 'object')) return null;
  const { displayName, name, __docgenInfo } = component as {
    displayName?: string;
    name?: string;
    __docgenInfo?: { description?: string; displayName?: string };
  };
  // Docgen's name first: a production build minifies function names.
  const key = __docgenInfo?.displayName ?? displayName ?? name ?? '';
  const readme = readmes[readmeFolder[key] ?? key]?.replace(/^# .*\n+/, '');
  const parts = [__docgenInfo?.description, readme].filter((part): part is string =>
    Boolean(part?.trim()),
  );
  return parts.length > 0 ? parts.join('\n\n') : null;
}

const preview: Preview = {
  decorators: [withThemeAndRouter],
  globalTypes: {
    colorMode: {
      description: 'Colour mode (light, dark or high-contrast theme)',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: colorModes.map((value) => ({ value, ...colorModeToolbarItems[value] })),
        dynamicTitle: true,
      },
    },
  },
  // The story tests run every story in each mode (vitest.config.ts sets STORY_COLOR_MODE).
  initialGlobals: { colorMode: import.meta.env.STORY_COLOR_MODE ?? 'light' },
  parameters: {
    // Every story is an accessibility test: a violation fails the story test.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    docs: { toc: true, extractComponentDescription: componentDescription },
  },
  tags: ['autodocs'],
};

export default preview;
