// The build's `_headers` and `_redirects`, read with Netlify's own parsers. Headers: every rule
// whose path matches applies in file order, a later value replacing an earlier one (the parser's
// `forRegExp` matches; Cloudflare's `! Name` lines carry no value and are passed over).
// Redirects: the first matching rule wins, matched with URLPattern (`*` the rest of the path,
// `:name` one segment, as on Netlify); status 200 or 404 rewrites to the file at `to`.
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

/** A rule a static host could not serve (proxy, conditions, query, other statuses) is refused. */
export async function readRedirectRules(file) {
  const parsed = await parseAllRedirects({
    redirectsFiles: [file],
    configRedirects: [],
    minimal: false,
  });
  return orThrow(parsed, file).redirects.map(({ from, to, status = 301, ...rest }) => {
    const conditional = Object.keys({ ...rest.conditions, ...rest.query }).length > 0;
    if (rest.proxy || conditional || ![200, 301, 302, 307, 308, 404].includes(status)) {
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

/** Whether a rule serves its `to` file at the asked address (200, 404) rather than redirecting. */
export const isRewrite = (rule) => rule.status === 200 || rule.status === 404;

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
