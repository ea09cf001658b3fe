import { defineConfig } from 'vitest/config';
import { workspaceSources } from '../ui/scripts/sources.ts';

// `@lumenor/ui` (its icon names) from its sources, as in the site's builds: the tests need no
// package build.
export default defineConfig({
  plugins: [workspaceSources()],
  test: {
    // The files share one module graph instead of importing the records again each (importing
    // was three quarters of the stage's time). Safe: no test mocks a module, stubs a global or
    // changes process.env; a new one that must do so belongs in a project of its own.
    isolate: false,
  },
});
