// Reads the `_headers` and `_redirects` files that the build writes into build/client, in the
// format Netlify and Cloudflare Pages use, and answers which headers and which redirect apply to a
// request path. The local server uses this module, so it behaves as those hosts do by construction.
//
// Semantics followed (as documented by both hosts):
// - a rule's path is matched against the request path; `*` matches the rest of the path (splat),
//   `:name` matches one path segment;
// - every matching `_headers` rule applies, in file order; a header named by several matching
//   rules gets their values joined with ", ";
// - a header line `! Name` (Cloudflare Pages) removes that header as set by earlier rules;
// - the first matching `_redirects` line wins;
// - a `_redirects` line with status 200 or 404 is a rewrite, not a redirect: the file at its `to`
//   path is served at the requested address, with that status (Netlify's custom 404 per path).

import path from 'node:path';

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
 * Parses a `_headers` file.
 * @param {string} text
 * @returns {import('./static-host-rules.d.mts').HeaderRule[]}
 */
export function parseHeadersFile(text) {
  /** @type {import('./static-host-rules.d.mts').HeaderRule[]} */
  const rules = [];
  /** @type {import('./static-host-rules.d.mts').HeaderRule | undefined} */
  let current;
  for (const [index, rawLine] of text.split(/\r?\n/).entries()) {
    const line = rawLine.trim();
    if (line === '' || line.startsWith('#')) continue;
    const indented = /^\s/.test(rawLine);
    if (!indented) {
      current = { path: line, matcher: patternToRegExp(line), headers: [] };
      rules.push(current);
      continue;
    }
    // `! Name` (Cloudflare Pages): remove a header an earlier rule set, for this rule's paths.
    if (current && /^!\s*[A-Za-z0-9-]+$/.test(line)) {
      current.headers.push([`!${line.slice(1).trim()}`, '']);
      continue;
    }
    const colon = line.indexOf(':');
    if (!current || colon <= 0) {
      throw new Error(`_headers line ${index + 1}: expected "Name: value" under a path: ${line}`);
    }
    current.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * Every header that applies to a request path, joined as the hosts join them.
 * @param {import('./static-host-rules.d.mts').HeaderRule[]} rules
 * @param {string} pathname
 * @returns {Map<string, string>} lower-cased name → value
 */
export function headersForPath(rules, pathname) {
  /** @type {Map<string, string>} */
  const headers = new Map();
  for (const rule of rules) {
    if (!rule.matcher.test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      if (name.startsWith('!')) {
        headers.delete(name.slice(1).toLowerCase());
        continue;
      }
      const key = name.toLowerCase();
      const previous = headers.get(key);
      headers.set(key, previous === undefined ? value : `${previous}, ${value}`);
    }
  }
  return headers;
}

/**
 * Parses a `_redirects` file: `from to [status]` per line.
 * @param {string} text
 * @returns {import('./static-host-rules.d.mts').RedirectRule[]}
 */
export function parseRedirectsFile(text) {
  /** @type {import('./static-host-rules.d.mts').RedirectRule[]} */
  const rules = [];
  for (const [index, rawLine] of text.split(/\r?\n/).entries()) {
    const line = rawLine.trim();
    if (line === '' || line.startsWith('#')) continue;
    const [from, to, status = '301', ...rest] = line.split(/\s+/);
    if (!from || !to || rest.length > 0 || !/^(30[1278]|200|404)$/.test(status)) {
      throw new Error(
        `_redirects line ${index + 1}: expected "from to [301|302|307|308|200|404]": ${line}`,
      );
    }
    rules.push({
      from,
      to,
      status: Number(status),
      matcher: patternToRegExp(from),
      decodedMatcher: patternToRegExp(safeDecode(from)),
    });
  }
  return rules;
}

/**
 * The redirect for a request path, if any. Paths are compared as sent and decoded, since a client
 * may or may not percent-encode characters such as '&' or a space.
 * @param {import('./static-host-rules.d.mts').RedirectRule[]} rules
 * @param {string} rawPathname
 * @returns {import('./static-host-rules.d.mts').RedirectRule | undefined}
 */
export function redirectForPath(rules, rawPathname) {
  const decoded = safeDecode(rawPathname);
  return rules.find((rule) => rule.matcher.test(rawPathname) || rule.decodedMatcher.test(decoded));
}

/**
 * Whether a request path names one of the files hosts read as configuration and never serve,
 * under any spelling a file system or a client might fold to it: percent-escapes, letter case,
 * trailing slashes, dots or spaces, backslashes.
 * @param {string} pathname
 * @returns {boolean}
 */
export function isHostConfigPath(pathname) {
  const folded = path.posix
    .normalize(safeDecode(pathname).replaceAll('\\', '/'))
    .replace(/[/.\s]+$/, '')
    .toLowerCase();
  return folded === '/_headers' || folded === '/_redirects';
}

/**
 * Whether a rule rewrites (serves its `to` file at the requested address, status 200 or 404)
 * rather than redirects.
 * @param {import('./static-host-rules.d.mts').RedirectRule} rule
 * @returns {boolean}
 */
export function isRewrite(rule) {
  return rule.status === 200 || rule.status === 404;
}

/**
 * @param {string} value
 * @returns {string}
 */
function safeDecode(value) {
  try {
    return decodeURIComponent(value);
  } catch {
    // A malformed escape matches only as written.
    return value;
  }
}
