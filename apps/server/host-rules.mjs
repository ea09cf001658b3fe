// The build's `_headers` and `_redirects`, read with Netlify's own parsers. Headers: every rule
// whose path matches applies in file order, a later value replacing an earlier one (the parser's
// `forRegExp` matches; Cloudflare's `! Name` lines carry no value and are passed over).
// Redirects: the first matching rule wins, matched with URLPattern (`*` the rest of the path,
// `:name` one segment, as on Netlify); status 200 rewrites to the file at `to`.
// Files: as Cloudflare Workers static assets serves them with `html_handling:
// "drop-trailing-slash"` and `not_found_handling: "404-page"` (apps/site/wrangler.jsonc):
// `pageAt` and `notFoundPageFor`.
import path from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';

function orThrow(parsed, file) {
  if (parsed.errors.length > 0) {
    throw new Error(`${file}:\n${parsed.errors.map((error) => error.message).join('\n')}`);
  }
  return parsed;
}

export async function readHeaderRules(file) {
  return orThrow(await parseAllHeaders({ headersFiles: [file], minimal: false }), file).headers;
}

/** The statuses Cloudflare accepts in `_redirects`; it ignores a rule with any other. */
export const redirectStatuses = [200, 301, 302, 303, 307, 308];

/** A rule a static host could not serve (proxy, conditions, query, other statuses) is refused. */
export async function readRedirectRules(file) {
  const parsed = await parseAllRedirects({
    redirectsFiles: [file],
    configRedirects: [],
    minimal: false,
  });
  return orThrow(parsed, file).redirects.map(({ from, to, status = 301, ...rest }) => {
    const conditional = Object.keys({ ...rest.conditions, ...rest.query }).length > 0;
    if (rest.proxy || conditional || !redirectStatuses.includes(status)) {
      throw new Error(`${file}: "${from} ${to} ${status}" is not a rule this server serves`);
    }
    const pattern = new URLPattern({ pathname: from.replace(/[(){}+?\\]/g, '\\$&') });
    return { from, to, status, pattern };
  });
}

/** Every header of the rules that match `pathname`: lower-cased name → value. */
export function headersForPath(rules, pathname) {
  const matching = rules.filter((rule) => rule.forRegExp.test(pathname));
  const values = matching.flatMap((rule) => Object.entries(rule.values));
  return new Map(values.map(([name, value]) => [name.toLowerCase(), value]));
}

/** The first rule for a path as sent or percent-decoded (clients differ on `&` or a space). */
export function redirectForPath(rules, pathname) {
  const tests = [{ pathname }, { pathname: decoded(pathname) }];
  return rules.find(({ pattern }) => tests.some((test) => pattern.test(test)));
}

/** Whether a rule serves its `to` file at the asked address (200) rather than redirecting. */
export const isRewrite = (rule) => rule.status === 200;

/**
 * What a decoded path names among the build's `files` (paths under the folder, `/`-separated),
 * as `drop-trailing-slash` has it: a page's one address has no slash at the end, no `index`, no
 * `.html` (`/about` serves `about/index.html` or `about.html`; `/` serves `index.html`); every
 * other spelling of it (`/about/`, `/about/index.html`, `/about/index`, `/about.html`) is sent
 * there with a 307, the query kept by the caller. Any other file is served at its own path only.
 * Undefined: nothing there (the not-found page's business).
 */
export function pageAt(pathname, files) {
  const own = pathname.slice(1);
  if (files.has(own) && !own.endsWith('.html')) return { file: own };
  const address =
    pathname
      .replace(/\/+$/, '')
      .replace(/\.html$/, '')
      .replace(/(^|\/)index$/, '') || '/';
  const file =
    address === '/'
      ? ['index.html'].find((name) => files.has(name))
      : [`${address.slice(1)}.html`, `${address.slice(1)}/index.html`].find((name) =>
          files.has(name),
        );
  if (!file) return undefined;
  return address === pathname ? { file } : { redirect: address };
}

/**
 * The not-found page for a path, as `404-page` finds it: the `404.html` nearest to it, from its
 * own folder up to the root (`/te/no/such` gets `te/404.html`).
 */
export function notFoundPageFor(pathname, files) {
  const folders = pathname.split('/').slice(1, -1);
  for (let depth = folders.length; depth >= 0; depth -= 1) {
    const file = [...folders.slice(0, depth), '404.html'].join('/');
    if (files.has(file)) return file;
  }
  return undefined;
}

/** Whether a path names `_headers` or `_redirects` under a spelling clients or file systems fold. */
export function isHostConfigPath(pathname) {
  const folded = path.posix.normalize(decoded(pathname).replaceAll('\\', '/'));
  return /^\/_(headers|redirects)[/.\s]*$/i.test(folded);
}

/** A percent-encoded value decoded; a malformed escape stays as written. */
export function decoded(value) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
