/// <reference types="vite/client" />
import type { Decorator, Preview } from '@storybook/react-vite';
import axe from 'axe-core';
import '../src/fonts.css';
import '../src/fontFallback.css.js';
import '../src/themes/global.css.js';
import '../src/reset.css.js';
import { type ColorMode, colorModes, isColorMode } from '../src/colorMode/colorMode.js';
import { IconSpriteProvider } from '../src/components/Icon/IconSpriteProvider.js';
import iconSpriteUrl from '../src/components/Icon/icons.svg?url';
import { AriaRouterProvider } from '../src/components/LinkProvider/AriaRouterProvider.js';
import { LinkProvider } from '../src/components/LinkProvider/LinkProvider.js';
import { finishAnimations } from './animations.js';
import { locales, withLocale } from './locale.js';
import './preview.css';
import { addStoryFonts } from './storyFonts.js';

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

/**
 * The story tests' check of the other colour modes. vitest.config.ts runs every story once, in the
 * light theme, where the a11y addon runs every axe rule on it. Then, with the story as its play
 * function left it (a menu open, an error shown), each other mode is switched in place, as the
 * tool bar does, and axe runs the rules whose outcome depends on colours: a theme changes only
 * colours. Rendering and playing each story once per mode found nothing more, at three times the
 * cost. Only in the story tests: Storybook's own UI shows the mode its toolbar picks.
 */
const colourCheckModes: ColorMode[] = import.meta.env.STORY_TEST_COLOR_MODES ?? [];
const colourRules = ['color-contrast', 'link-in-text-block'];

async function switchColorMode(mode: ColorMode): Promise<void> {
  document.documentElement.dataset.colorMode = mode;
  // Colour transitions end at once, as time would end them, so axe reads the final colours; one
  // that starts a frame after the switch is ended too.
  finishAnimations();
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  finishAnimations();
}

const checkColoursInOtherModes: NonNullable<Preview['afterEach']> = async ({
  parameters,
  globals,
  viewMode,
}) => {
  const a11y = parameters.a11y as { test?: string; disable?: boolean } | undefined;
  if (colourCheckModes.length === 0 || viewMode !== 'story') return;
  if (a11y?.disable || a11y?.test === 'off') return;
  const shown = isColorMode(globals.colorMode) ? globals.colorMode : 'light';
  const problems: string[] = [];
  try {
    for (const mode of colourCheckModes.filter((other) => other !== shown)) {
      await switchColorMode(mode);
      const results = await axe.run(
        // Storybook's own elements, as the a11y addon leaves them out.
        { include: document.body, exclude: ['.sb-wrapper', '#storybook-docs'] },
        { runOnly: { type: 'rule', values: colourRules }, resultTypes: ['violations'] },
      );
      for (const violation of results.violations) {
        const where = violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ');
        problems.push(`${mode} theme: ${violation.id}: ${violation.help} — ${where}`);
      }
    }
  } finally {
    await switchColorMode(shown);
  }
  if (problems.length > 0) throw new Error(`axe, colour rules:\n${problems.join('\n')}`);
};

addStoryFonts();

const preview: Preview = {
  decorators: [withThemeAndRouter, withLocale],
  afterEach: checkColoursInOtherModes,
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
    locale: {
      description: 'Language of the copy (Telugu from the site copy, @lumenor/content)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: locales.map((value) => ({
          value,
          title: { en: 'English', te: 'తెలుగు (Telugu)' }[value],
        })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { colorMode: 'light', locale: 'en' },
  parameters: {
    // Every story is an accessibility test: a violation fails the story test.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    docs: { toc: true, extractComponentDescription: componentDescription },
  },
  tags: ['autodocs'],
};

export default preview;
