// The build's `_headers` and `_redirects` (build/client), read with Netlify's own parsers, so the
// local server takes from them what that host takes.
//
// - Headers: every rule whose path matches applies, in file order, and a header a later rule also
//   names takes the later value (Netlify's headersForPath). Paths match as the parser's
//   `forRegExp` says: `*` the rest of the path, `:name` one segment, case and a trailing slash
//   ignored. Cloudflare Pages' `! Name` lines carry no value, and the parser passes over them.
// - Redirects: the first rule whose `from` matches wins; `*` matches the rest of the path and
//   `:name` one segment. A rule with status 200 or 404 rewrites: the file at its `to` is served
//   at the asked address, with that status (a not-found page per area).

import path from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';

/** @param {Array<{ message: string }>} errors @param {string} file */
function throwOnErrors(errors, file) {
  if (errors.length > 0) throw new Error(`${file}:\n${errors.map((e) => e.message).join('\n')}`);
}

/**
 * The rules of a `_headers` file.
 * @param {string} file
 * @returns {Promise<import('./host-rules.d.mts').HeaderRule[]>}
 */
export async function readHeaderRules(file) {
  const { headers, errors } = await parseAllHeaders({ headersFiles: [file], minimal: false });
  throwOnErrors(errors, file);
  return /** @type {import('./host-rules.d.mts').HeaderRule[]} */ (headers);
}

/** Statuses this server can answer a rule with: redirects, and rewrites (200, 404). */
const servedStatuses = new Set([301, 302, 307, 308, 200, 404]);

/**
 * The rules of a `_redirects` file. A rule this server cannot honour as a static host does (a
 * proxy to another origin, conditions, query matching, another status) is refused.
 * @param {string} file
 * @returns {Promise<import('./host-rules.d.mts').RedirectRule[]>}
 */
export async function readRedirectRules(file) {
  const { redirects, errors } = await parseAllRedirects({
    redirectsFiles: [file],
    configRedirects: [],
    minimal: false,
  });
  throwOnErrors(errors, file);
  return /** @type {Array<Record<string, unknown>>} */ (redirects).map((rule) => {
    const { from, to, status = 301, proxy, conditions = {}, query = {} } = rule;
    if (
      typeof from !== 'string' ||
      typeof to !== 'string' ||
      proxy ||
      !servedStatuses.has(Number(status)) ||
      Object.keys(/** @type {object} */ (conditions)).length > 0 ||
      Object.keys(/** @type {object} */ (query)).length > 0
    ) {
      throw new Error(`${file}: "${from} ${to} ${status}" is not a rule this server serves`);
    }
    return {
      from,
      to,
      status: Number(status),
      matcher: patternToRegExp(from),
      decodedMatcher: patternToRegExp(safeDecode(from)),
    };
  });
}

/**
 * Every header that applies to a request path.
 * @param {import('./host-rules.d.mts').HeaderRule[]} rules
 * @param {string} pathname
 * @returns {Map<string, string>} lower-cased name → value
 */
export function headersForPath(rules, pathname) {
  /** @type {Map<string, string>} */
  const headers = new Map();
  for (const rule of rules) {
    if (!rule.forRegExp.test(pathname)) continue;
    for (const [name, value] of Object.entries(rule.values)) headers.set(name.toLowerCase(), value);
  }
  return headers;
}

/**
 * @param {string} pattern
 * @returns {RegExp}
 */
function patternToRegExp(pattern) {
  let source = '';
  for (const token of pattern.split(/(\*|:[A-Za-z_][A-Za-z0-9_]*)/)) {
    if (token === '*') source += '.*';
    else if (token.startsWith(':') && token.length > 1) source += '[^/]+';
    else source += token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/**
 * The redirect for a request path, if any. Paths are compared as sent and decoded, since a client
 * may or may not percent-encode characters such as '&' or a space.
 * @param {import('./host-rules.d.mts').RedirectRule[]} rules
 * @param {string} rawPathname
 * @returns {import('./host-rules.d.mts').RedirectRule | undefined}
 */
export function redirectForPath(rules, rawPathname) {
  const decoded = safeDecode(rawPathname);
  return rules.find((rule) => rule.matcher.test(rawPathname) || rule.decodedMatcher.test(decoded));
}

/**
 * Whether a rule rewrites (serves its `to` file at the requested address, status 200 or 404)
 * rather than redirects.
 * @param {import('./host-rules.d.mts').RedirectRule} rule
 */
export function isRewrite(rule) {
  return rule.status === 200 || rule.status === 404;
}

/**
 * Whether a request path names one of the files hosts read as configuration and never serve,
 * under any spelling a file system or a client might fold to it: percent-escapes, letter case,
 * trailing slashes, dots or spaces, backslashes.
 * @param {string} pathname
 */
export function isHostConfigPath(pathname) {
  const folded = path.posix
    .normalize(safeDecode(pathname).replaceAll('\\', '/'))
    .replace(/[/.\s]+$/, '')
    .toLowerCase();
  return folded === '/_headers' || folded === '/_redirects';
}

/** @param {string} value */
function safeDecode(value) {
  try {
    return decodeURIComponent(value);
  } catch {
    // A malformed escape matches only as written.
    return value;
  }
}
