// `pnpm run smoke [-- <address>]`: checks a live copy of the site, after each deploy. Both home
// pages answer 200 with their language's HTML, an article of sitemap.xml does too, each sends one
// Content-Security-Policy, sitemap.xml lists pages of both languages, and version.json names the
// commit just deployed (SITE_COMMIT), waited for while the host's copies catch up. The address is
// the argument or SMOKE_URL; SMOKE_ATTEMPTS and SMOKE_WAIT_MS bound the wait (6 × 10 s).
import { pathToFileURL } from 'node:url';

/** One check's name and, if it failed, why. */
const check = (name, problem) => ({ name, problem });

async function get(base, path) {
  const url = new URL(path, `${base}/`);
  url.searchParams.set('smoke', String(Date.now())); // past any cache between here and the host
  const response = await fetch(url, { redirect: 'follow', headers: { accept: 'text/html,*/*' } });
  return { response, text: await response.text() };
}

function pageChecks(name, { response, text }, lang) {
  const problems = [];
  if (response.status !== 200) problems.push(`status ${response.status}`);
  if (!new RegExp(`<html[^>]*\\blang="${lang}`).test(text))
    problems.push(`no <html lang="${lang}">`);
  const policy = response.headers.get('content-security-policy') ?? '';
  // Two headers of one name arrive joined by commas, which no policy contains.
  const policies = policy.trim() ? policy.split(',').length : 0;
  if (policies !== 1) problems.push(`${policies} Content-Security-Policy headers, not 1`);
  return check(name, problems.join('; ') || undefined);
}

/** Every check of the site at `base`; `commit` is the one version.json must name, if given. */
export async function smokeChecks(base, commit) {
  const results = [];
  results.push(pageChecks('English home page', await get(base, '/'), 'en'));
  results.push(pageChecks('Telugu home page', await get(base, '/te'), 'te'));

  const sitemap = await get(base, '/sitemap.xml');
  const locations = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const article = locations.find((loc) =>
    /\/blog\/(?!category\/)[^/]+\/?$/.test(new URL(loc).pathname),
  );
  results.push(
    check(
      'sitemap.xml',
      sitemap.response.status !== 200
        ? `status ${sitemap.response.status}`
        : !locations.some((loc) => new URL(loc).pathname.startsWith('/te'))
          ? 'no Telugu page listed'
          : !article
            ? 'no article listed'
            : undefined,
    ),
  );
  if (article)
    results.push(
      pageChecks(
        `article ${new URL(article).pathname}`,
        await get(base, new URL(article).pathname),
        'en',
      ),
    );

  const version = await get(base, '/version.json');
  let named;
  try {
    named = JSON.parse(version.text).commit;
  } catch {
    named = undefined;
  }
  results.push(
    check(
      'version.json',
      version.response.status !== 200
        ? `status ${version.response.status}`
        : !named
          ? 'names no commit'
          : commit && named !== commit
            ? `names ${named}, not ${commit}`
            : undefined,
    ),
  );
  return results;
}

async function main() {
  // pnpm 12 passes the `--` of `pnpm run smoke -- <address>` on.
  const [given] = process.argv.slice(2).filter((arg) => arg !== '--');
  const base = (given ?? process.env.SMOKE_URL ?? '').replace(/\/+$/, '');
  if (!/^https?:\/\//.test(base)) {
    console.error('smoke: give the site address: pnpm run smoke -- https://… (or SMOKE_URL)');
    process.exit(2);
  }
  const attempts = Number(process.env.SMOKE_ATTEMPTS ?? 6);
  const wait = Number(process.env.SMOKE_WAIT_MS ?? 10_000);
  let failed = [];
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const results = await smokeChecks(base, process.env.SITE_COMMIT).catch((error) => [
      check('request', String(error)),
    ]);
    failed = results.filter((result) => result.problem);
    if (failed.length === 0) {
      for (const result of results) console.log(`smoke: ok ${result.name}`);
      console.log(`smoke: PASS ${base} (${results.length} checks)`);
      return;
    }
    console.log(
      `smoke: attempt ${attempt} of ${attempts}: ${failed.map((r) => `${r.name}: ${r.problem}`).join('; ')}`,
    );
    if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  console.error(`smoke: FAIL ${base}`);
  process.exit(1);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
