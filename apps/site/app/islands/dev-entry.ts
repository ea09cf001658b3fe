/**
 * The islands' entry on the dev server (`pnpm dev`), which compiles it from source: the same
 * script as a build's (client.tsx), after the React Refresh runtime that the dev server's
 * components expect (React Router's own pages install it with their client scripts, which these
 * pages do not load). Builds never include this file.
 */
import 'virtual:react-router/inject-hmr-runtime';
import './client';
