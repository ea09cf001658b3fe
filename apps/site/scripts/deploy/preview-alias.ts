/** The Worker's name in wrangler.jsonc: a preview's address is `<alias>-<name>.<subdomain>.workers.dev`. */
const workerName = 'lumenor-site';

/**
 * A branch name as a preview alias Cloudflare accepts: lowercase letters, digits and hyphens,
 * starting with a letter, and short enough that `<alias>-<worker name>` fits one DNS label (63
 * characters). `writer/New Post #2` becomes `writer-new-post-2`.
 */
export function previewAlias(branch: string): string {
  const folded = branch
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^[^a-z]+/, '')
    .slice(0, 63 - workerName.length - 1)
    .replace(/-+$/, '');
  if (!folded) throw new Error(`No preview alias can be made of "${branch}"`);
  return folded;
}
