import { defineConfig } from 'vitest/config';

/**
 * The server's own unit tests (its reading of `_headers` and `_redirects`, its systemd unit). Its
 * answers over a real build (headers, ranges, limits, stopping, HTTPS) need the site's build,
 * which depends on this package: they are the site's, in apps/site/built-site/server/.
 */
export default defineConfig({
  test: { environment: 'node' },
});
