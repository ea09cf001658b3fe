import type { Decorator, Preview } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import '../src/fonts.css';
import '../src/themes/global.css';
import '../src/reset.css';
import { colorModes } from '../src/colorMode/colorMode';

/**
 * Applies the toolbar's colour mode to <html data-color-mode>, exactly as the site's inline script
 * does, and gives links a router that does nothing so pressing one never leaves the story.
 */
const withThemeAndRouter: Decorator = (Story, context) => {
  const mode = context.globals.colorMode === 'dark' ? 'dark' : 'light';
  if (typeof document !== 'undefined') document.documentElement.dataset.colorMode = mode;
  return (
    <RouterProvider navigate={() => {}}>
      <Story />
    </RouterProvider>
  );
};

const preview: Preview = {
  decorators: [withThemeAndRouter],
  globalTypes: {
    colorMode: {
      description: 'Colour mode (light or dark theme)',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: colorModes.map((value) => ({
          value,
          title: value === 'dark' ? 'Dark' : 'Light',
          icon: value === 'dark' ? 'moon' : 'sun',
        })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { colorMode: 'light' },
  parameters: {
    // Every story is an accessibility test: a violation fails the story test.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    docs: { toc: true },
  },
  tags: ['autodocs'],
};

export default preview;
