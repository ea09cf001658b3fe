import { adminPath } from './admin-page';
import { type CmsEnv, localBackendPort } from './cms-config';

/**
 * The headers of /admin, its own: the site's policy (hashes of the pages' inline code, no eval)
 * would stop the editor, and the editor's needs must not loosen any page of the site. `_headers`
 * detaches the site-wide values on /admin (`! Name`, as Cloudflare reads it; the local
 * server too) and sets these.
 */

/** Where the editor talks to: the git host's API and sign-in, and the local backend. */
function backendOrigins({ CMS_GITHUB_REPO, CMS_AUTH_BASE_URL }: CmsEnv): string[] {
  // The local backend is used only when /admin is opened on localhost (`pnpm run edit`).
  const local = [`http://localhost:${localBackendPort}`, `http://127.0.0.1:${localBackendPort}`];
  if (!CMS_GITHUB_REPO) return local; // Git Gateway is served by the site's own host
  const auth = CMS_AUTH_BASE_URL ? [new URL(CMS_AUTH_BASE_URL).origin] : [];
  return [...local, 'https://api.github.com', ...auth];
}

export function adminContentSecurityPolicy(env: CmsEnv): string {
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'none'"],
    // Decap CMS compiles its configuration's JSON schema (ajv) at run time, and parses Markdown
    // with WebAssembly.
    ['script-src', "'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"],
    // It styles itself with emotion, which writes <style> elements as it renders.
    ['style-src', "'self'", "'unsafe-inline'"],
    // Uploaded pictures are previewed from memory; avatars and files come from the git host.
    ['img-src', "'self'", 'data:', 'blob:', ...(env.CMS_GITHUB_REPO ? ['https:'] : [])],
    ['font-src', "'self'", 'data:'],
    // An uploaded photo is read back from its blob: address before it is saved.
    ['connect-src', "'self'", 'blob:', ...backendOrigins(env)],
    ['media-src', "'self'", 'blob:'],
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['object-src', "'none'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** The `_headers` rules of /admin, written after the site-wide `/*` rule. */
export function adminHeaderRules(env: CmsEnv): Array<[string, Array<[string, string]>]> {
  const headers: Array<[string, string]> = [
    ['! Content-Security-Policy', ''],
    ['Content-Security-Policy', adminContentSecurityPolicy(env)],
    // Signing in on the git host happens in a pop-up that reports back to this page.
    ['! Cross-Origin-Opener-Policy', ''],
    ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
    ['X-Robots-Tag', 'noindex, nofollow'],
  ];
  // The editor's files are all in its folder, so each is one segment: `/admin/*` would also
  // match `/administration` on Netlify, whose splat follows an optional slash.
  return [adminPath, `${adminPath}/`, `${adminPath}/:file`].map((pattern) => [pattern, headers]);
}
