import { defineConfig } from 'vitest/config';
import { workspaceSources } from '../ui/scripts/sources.ts';

// `@lumenor/ui` (its icon names) from its sources, as in the site's builds: the tests need no
// package build.
export default defineConfig({ plugins: [workspaceSources()] });
