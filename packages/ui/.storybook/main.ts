import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const config: StorybookConfig = {
  // Introduction and Theming pages first, then every component's stories and docs page.
  stories: ['../src/docs/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    const plugins = (viteConfig.plugins ?? []).flat();
    // The vitest config already adds the vanilla-extract plugin; add it only once.
    const hasVanillaExtract = plugins.some(
      (plugin) =>
        plugin &&
        typeof plugin === 'object' &&
        'name' in plugin &&
        /vanilla-extract/.test(plugin.name),
    );
    return mergeConfig(viteConfig, {
      plugins: hasVanillaExtract ? [] : [vanillaExtractPlugin()],
    });
  },
};

export default config;
