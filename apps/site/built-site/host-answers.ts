import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { adminPath } from '@lumenor/editor/admin-page';
import { adminContentSecurityPolicy } from '@lumenor/editor/admin-policy';
import { cacheControls } from '../scripts/security/caching';
import { commonSecurityHeaders, headerPolicy } from '../scripts/security/policy';

/**
 * One table of what the production host answers, run against Cloudflare's own local runtime
 * (`wrangler dev`) and the project's server (serve.mjs) alike: host-answers.test.ts. A row names
 * a kind of address, with an example taken from the build (so a new article never breaks it).
 *
 * Cache-Control is not compared on a 404: Cloudflare applies the rules of the asked path (an
 * unknown `/assets/x.js` gets the year of `/assets/*`), the local server those of the not-found
 * page. Both agree on everything else.
 */
export interface ExpectedAnswer {
  why: string;
  target: string;
  status: number;
  location?: string;
  /** The file of the build whose bytes the answer carries. */
  body?: string;
  /** Headers with their exact values (lower-case names). */
  headers: Record<string, string>;
}

const securityHeaders = Object.fromEntries(
  commonSecurityHeaders.map(([name, value]) => [name.toLowerCase(), value]),
);
const siteHeaders = { ...securityHeaders, 'content-security-policy': headerPolicy };
const page = (why: string, target: string, file: string): ExpectedAnswer => ({
  why,
  target,
  status: 200,
  body: file,
  headers: { ...siteHeaders, 'cache-control': cacheControls.revalidate },
});
const moved = (why: string, target: string, location: string, status = 307): ExpectedAnswer => ({
  why,
  target,
  status,
  location,
  headers: siteHeaders,
});
const notFound = (why: string, target: string, file: string): ExpectedAnswer => ({
  why,
  target,
  status: 404,
  body: file,
  headers: siteHeaders,
});

export function expectedAnswers(clientDirectory: string): ExpectedAnswer[] {
  const files = readdirSync(clientDirectory, { recursive: true, encoding: 'utf8' }).map((file) =>
    file.split(path.sep).join('/'),
  );
  const first = (pattern: RegExp, what: string) => {
    const found = files.filter((file) => pattern.test(file)).sort()[0];
    if (!found) throw new Error(`The build has no ${what} (${pattern})`);
    return found;
  };
  const article = first(/^blog\/(?!category\/)[^/]+\/index\.html$/, 'article');
  const teluguArticle = first(/^te\/blog\/(?!category\/)[^/]+\/index\.html$/, 'Telugu article');
  const address = (file: string) => `/${file.replace(/\/?index\.html$/, '')}`;
  const asset = first(/^assets\/[^/]+\.(css|svg)$/, 'hashed asset');
  const image = first(/^og\/.+\.png$/, 'share image');
  const legacy = readFileSync(path.join(clientDirectory, '_redirects'), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(/\s+/));
  const admin = {
    ...securityHeaders,
    'content-security-policy': adminContentSecurityPolicy(process.env),
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'x-robots-tag': 'noindex, nofollow',
  };
  return [
    page('the English home', '/', 'index.html'),
    page('the Telugu home', '/te', 'te/index.html'),
    page('an article', address(article), article),
    page('a Telugu article', address(teluguArticle), teluguArticle),
    page('a page with a query', '/about?ref=mail', 'about/index.html'),
    moved('a trailing slash', '/about/', '/about'),
    moved(
      'a trailing slash, the query kept',
      `${address(article)}/?x=1`,
      `${address(article)}?x=1`,
    ),
    moved('the Telugu home with a slash', '/te/', '/te'),
    moved('index.html of the home', '/index.html', '/'),
    moved('index.html of a page', `${address(teluguArticle)}/index.html`, address(teluguArticle)),
    moved('index of a page', '/about/index', '/about'),
    moved('.html of a page', '/about.html', '/about'),
    // Every old address of _redirects, also with a slash after it: one redirect, to the page.
    ...[
      ...new Map(
        legacy.flatMap(([from = '', to = '', status]) =>
          [from, ...(/[/*]$/.test(from) ? [] : [`${from}/`])].map(
            (spelling) =>
              [
                spelling,
                moved(`the old address ${spelling}`, spelling, to, Number(status)),
              ] as const,
          ),
        ),
      ).values(),
    ],
    notFound('an unknown English address', '/no-such-page', '404.html'),
    notFound('an unknown address under a page', '/about/no-such-page', '404.html'),
    notFound('an unknown Telugu address', '/te/no-such-page', 'te/404.html'),
    notFound('an unknown Telugu address, deeper', '/te/blog/no/such', 'te/404.html'),
    notFound('an unknown article', '/blog/no-such-post', '404.html'),
    notFound('an unknown category', '/blog/category/no-such-category', 'blog/category/404.html'),
    // Percent-encoded: Cloudflare first answers a raw `&` in a path with a 307 to this spelling.
    notFound(
      'a category slug of the old rule, not redirected',
      '/blog/category/ai-%26-technology',
      'blog/category/404.html',
    ),
    notFound(
      'an unknown Telugu category',
      '/te/blog/category/no-such-category',
      'te/blog/category/404.html',
    ),
    notFound('a file with a slash after it', '/robots.txt/', '404.html'),
    notFound('a compressed copy', '/index.html.br', '404.html'),
    notFound('the header rules', '/_headers', '404.html'),
    notFound('the redirect rules', '/_redirects', '404.html'),
    notFound('the upload ignore list', '/.assetsignore', '404.html'),
    {
      why: 'sitemap.xml',
      target: '/sitemap.xml',
      status: 200,
      body: 'sitemap.xml',
      headers: { ...siteHeaders, 'cache-control': cacheControls.revalidate },
    },
    {
      why: 'a hashed asset',
      target: `/${asset}`,
      status: 200,
      body: asset,
      headers: { ...siteHeaders, 'cache-control': cacheControls.immutable },
    },
    {
      why: 'an image',
      target: `/${image}`,
      status: 200,
      body: image,
      headers: { ...siteHeaders, 'cache-control': cacheControls.image },
    },
    { why: 'the editor', target: adminPath, status: 200, body: 'admin/index.html', headers: admin },
    { ...moved('the editor with a slash', `${adminPath}/`, adminPath), headers: admin },
  ];
}
