import { colorModeScript } from '@lumenor/ui/theming';
import { defineConfig } from 'vite';

// Puts the package's colour-mode script first in <head>, so a saved light or dark choice applies
// before the first paint (without it, a single-page app shows the system's mode until React runs
// and ignores the saved choice). A CSP allows it with `script-src 'self' '<colorModeScriptHash>'`:
// the tag holds exactly the script's text.
export default defineConfig({
  plugins: [
    {
      name: 'color-mode-script',
      transformIndexHtml: () => [
        { tag: 'script', children: colorModeScript, injectTo: 'head-prepend' },
      ],
    },
  ],
});
