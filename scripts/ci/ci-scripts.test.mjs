// The CI scripts' rules, without the network: preview addresses, the pages a change touches and
// the pull request comment, and the smoke check against a local stand-in of the live site.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { test } from 'node:test';
import {
  articlesShowing,
  changedPages,
  commentBody,
  previewAlias,
  previewUrl,
  teluguPath,
} from './preview.mjs';
import { smokeChecks } from './smoke.mjs';

test('a branch alias is a DNS label of at most 40 characters, one per branch', () => {
  for (const branch of [
    'cms/posts/Smart-Water',
    '123-fix',
    'feature/ünïcode__and..dots',
    `cms/posts/${'x'.repeat(80)}`,
  ]) {
    const alias = previewAlias(branch);
    assert.match(alias, /^[a-z][a-z0-9-]*[a-z0-9]$/, alias);
    assert.ok(alias.length <= 40, alias);
  }
  assert.equal(previewAlias('cms/posts/smart-water'), 'cms-posts-smart-water');
  assert.notEqual(
    previewAlias(`cms/posts/${'a'.repeat(60)}-one`),
    previewAlias(`cms/posts/${'a'.repeat(60)}-two`),
  );
  assert.equal(
    previewUrl('https://{alias}-site.example.dev/', 'b1'),
    'https://b1-site.example.dev',
  );
  assert.throws(() => previewUrl('https://site.example.dev', 'b1'), /\{alias\}/);
});

test('a change lists each article it touches once, and says when it touches more', () => {
  assert.deepEqual(
    changedPages(
      [
        'packages/content/posts/smart-water.en.md',
        'packages/content/posts/smart-water.te.md',
        'packages/content/public/images/blog/harbour-photo.jpg',
        'README.md',
      ],
      (image) => (image === 'harbour-photo.jpg' ? ['grid-ai'] : []),
    ),
    { pages: ['/blog/grid-ai', '/blog/smart-water'], other: false },
  );
  // The real lookup: an illustration is named after its article.
  const [post] = readdirSync(new URL('../../packages/content/posts/', import.meta.url)).filter(
    (file) => file.endsWith('.en.md'),
  );
  const id = post.replace(/\.en\.md$/, '');
  assert.deepEqual(articlesShowing(`${id}.svg`), [id]);
  assert.deepEqual(articlesShowing('no-article-shows-this.jpg'), []);
  assert.equal(changedPages(['packages/ui/src/components/Button/Button.tsx']).other, true);
});

test('the comment links each changed page in English and Telugu at the preview', () => {
  const body = commentBody({
    url: 'https://b-site.example.dev',
    files: ['packages/content/posts/smart-water.en.md'],
    commit: 'abc123',
  });
  assert.ok(body.startsWith('<!-- lumenor-preview -->'));
  assert.ok(body.includes('(https://b-site.example.dev/blog/smart-water)'));
  assert.ok(body.includes(`(https://b-site.example.dev${teluguPath('/blog/smart-water')})`));
  assert.ok(body.includes('https://b-site.example.dev/storybook'));
  assert.ok(!body.includes('visual-report'));
  assert.ok(
    commentBody({ url: 'u', files: [], commit: 'c', visualReport: true }).includes(
      'u/visual-report',
    ),
  );
});

/** A stand-in for the live site: `overrides` change one answer. */
async function site(overrides = {}) {
  const policy = { 'content-security-policy': "default-src 'none'" };
  const html = (lang) => `<!doctype html><html lang="${lang}"><title>t</title></html>`;
  const answers = {
    '/': [200, policy, html('en')],
    '/te': [200, policy, html('te')],
    '/blog/smart-water': [200, policy, html('en')],
    '/sitemap.xml': [200, {}, ''],
    '/version.json': [200, {}, JSON.stringify({ commit: 'abc123' })],
    ...overrides,
  };
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url, 'http://x');
    const [status, headers, body] = answers[pathname] ?? [404, {}, 'not found'];
    response.writeHead(status, headers);
    response.end(body.replaceAll('ORIGIN', origin));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  answers['/sitemap.xml'][2] ||=
    '<urlset><url><loc>ORIGIN/</loc></url><url><loc>ORIGIN/te</loc></url><url><loc>ORIGIN/blog/category/ai</loc></url><url><loc>ORIGIN/blog/smart-water</loc></url></urlset>';
  return { origin, close: () => new Promise((resolve) => server.close(resolve)) };
}

test('the smoke check passes a site that keeps every rule', async () => {
  const { origin, close } = await site();
  try {
    const results = await smokeChecks(origin, 'abc123');
    assert.deepEqual(
      results.filter((result) => result.problem),
      [],
    );
    assert.ok(results.some((result) => result.name === 'article /blog/smart-water'));
  } finally {
    await close();
  }
});

test('the smoke check fails a missing policy, a doubled one and an old commit', async () => {
  const { origin, close } = await site({
    '/te': [200, {}, '<html lang="te"></html>'],
    '/blog/smart-water': [
      200,
      { 'content-security-policy': ["default-src 'none'", "default-src 'self'"] },
      '<html lang="en"></html>',
    ],
  });
  try {
    const failed = Object.fromEntries(
      (await smokeChecks(origin, 'def456'))
        .filter((r) => r.problem)
        .map((r) => [r.name, r.problem]),
    );
    assert.match(failed['Telugu home page'], /0 Content-Security-Policy/);
    assert.match(failed['article /blog/smart-water'], /2 Content-Security-Policy/);
    assert.match(failed['version.json'], /names abc123, not def456/);
    assert.equal(failed['English home page'], undefined);
  } finally {
    await close();
  }
});
