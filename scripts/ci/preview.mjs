// The preview of a branch: its address, and the pages its changes touch. Shared by
// `pnpm run preview:deploy`, `preview:comment` and `preview:report`.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

/** Marks the pull request's one preview comment, found again and updated on the next push. */
export const commentMarker = '<!-- lumenor-preview -->';

/**
 * A branch's alias on the host: lowercase letters, digits and dashes, starting with a letter, at
 * most 40 characters (the alias and the worker's name share one 63-character DNS label); a long
 * name is cut and keeps a hash of the whole, so two long branches never share an alias. The
 * host's `deploy:preview` folds the alias it is given the same way, so this one passes unchanged.
 */
export function previewAlias(branch) {
  let alias = branch
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (!/^[a-z]/.test(alias)) alias = `b-${alias}`.replace(/-+$/, '');
  if (alias.length > 40) {
    const hash = createHash('sha256').update(branch).digest('hex').slice(0, 6);
    alias = `${alias.slice(0, 33).replace(/-+$/, '')}-${hash}`;
  }
  return alias;
}

/** The preview's address: the template (https://{alias}-lumenor-site.<account>.workers.dev) filled. */
export function previewUrl(template, alias) {
  if (!template.includes('{alias}')) throw new Error(`"${template}" has no {alias} in it`);
  return template.replaceAll('{alias}', alias).replace(/\/+$/, '');
}

/**
 * The articles (ids) an image of the blog belongs to: the one it is named after (an illustration
 * or photo is `<id>.svg`, `<id>.jpg`…), and any whose files name it (a photo uploaded in the editor).
 */
export function articlesShowing(image) {
  const folder = path.join(root, 'packages/content/posts');
  if (!existsSync(folder)) return [];
  const files = readdirSync(folder).filter((file) => /\.(en|te)\.md$/.test(file));
  const idOf = (file) => file.replace(/\.(en|te)\.md$/, '');
  const named = image.replace(/\.[^.]+$/, '');
  const ids = files
    .filter(
      (file) =>
        idOf(file) === named || readFileSync(path.join(folder, file), 'utf8').includes(image),
    )
    .map(idOf);
  return [...new Set(ids)];
}

/**
 * What a change does to the site's pages, from the files it changes: the articles it adds or
 * edits, or whose illustration or photo it changes (by their English address), and whether it
 * changes anything else of the site (copy, records, components, the app), which can touch any page.
 */
export function changedPages(files, showing = articlesShowing) {
  const pages = new Set();
  let other = false;
  for (const file of files) {
    const post = /^packages\/content\/posts\/([a-z0-9-]+)\.(?:en|te)\.md$/.exec(file);
    const image = /^packages\/content\/public\/images\/blog\/([^/]+)$/.exec(file);
    if (post) pages.add(`/blog/${post[1]}`);
    else if (image) for (const id of showing(image[1])) pages.add(`/blog/${id}`);
    else if (/^(packages\/(content|ui)|apps\/site)\//.test(file)) other = true;
  }
  return { pages: [...pages].sort(), other };
}

/** The files changed between `base` and HEAD (the merge base, as a pull request's diff shows). */
export function changedFiles(base) {
  return execFileSync('git', ['diff', '--name-only', `${base}...HEAD`], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
}

/** The Telugu twin of an English address. */
export const teluguPath = (path) => (path === '/' ? '/te' : `/te${path}`);

/**
 * The pull request's comment: the preview's address, Storybook (and the visual-diff report when
 * there is one), and each changed page in English and Telugu.
 */
export function commentBody({ url, files, commit, visualReport = false }) {
  const { pages, other } = changedPages(files);
  const link = (path) => `${url}${path}`;
  const lines = [
    commentMarker,
    '### Preview of this branch',
    '',
    `Site: ${url}/ · తెలుగు: ${url}/te · Storybook: ${url}/storybook` +
      (visualReport ? ` · Visual differences: ${url}/visual-report` : ''),
    '',
    'Drafts and scheduled articles are shown; no page is indexed.',
    '',
  ];
  if (pages.length > 0) {
    lines.push('| Changed page | English | తెలుగు |', '| --- | --- | --- |');
    for (const path of pages) {
      lines.push(`| \`${path}\` | [English](${link(path)}) | [తెలుగు](${link(teluguPath(path))}) |`);
    }
    lines.push('');
  }
  if (other)
    lines.push('This change also touches copy, components or the app: any page may differ.', '');
  if (pages.length === 0 && !other) lines.push('No page of the site changes.', '');
  lines.push(`Built from ${commit}.`);
  return `${lines.join('\n')}\n`;
}
