import { fileURLToPath } from 'node:url';
import { company } from '@lumenor/content';
import { loadEnv } from 'vite';
import { toOrigin } from '../../app/lib/config';

/** apps/site, where Vite reads the .env files. */
const siteRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The site origin for files written after the build, resolved the way Vite resolves
 * `import.meta.env.VITE_SITE_ORIGIN` for the pages: the environment, then .env files, then the
 * company record. The buildEnd hook runs outside Vite's env handling, so it reads them itself.
 */
export function resolveSiteOrigin(mode = 'production', envDirectory = siteRoot): string {
  const env = loadEnv(mode, envDirectory, 'VITE_');
  return toOrigin(process.env.VITE_SITE_ORIGIN || env.VITE_SITE_ORIGIN || company.website);
}
