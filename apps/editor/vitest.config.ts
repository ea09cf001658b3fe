import { defineConfig } from 'vitest/config';
import { workspaceSources } from '../../packages/ui/scripts/sources.ts';

/**
 * The editor's unit tests: its configuration against the content schemas, its save format over
 * every article and data file. Each file in a module graph of its own (Vitest's default): one of
 * them sets process.env before the content package loads. What a writer does in the browser is
 * tested in the site's e2e/editor*.spec.ts, over the site's build.
 */
export default defineConfig({
  // `@lumenor/ui` (the content package's icon names) from its sources: no package build needed.
  plugins: [workspaceSources()],
  test: { environment: 'node' },
});
