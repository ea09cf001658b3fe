import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  blogCopy,
  blogPostPath,
  defaultBlogPostsDirectory,
  edition,
  formatBlogDate,
  indiaToday,
  localizedPath,
} from '@lumenor/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicationOf, renderPages } from '../../scripts/render-pages';
import { previewNoticeOf } from './PreviewNotice';

const preview = { SITE_PREVIEW: '1' };
const today = '2025-06-20';

describe('which articles carry the preview notice', () => {
  const copy = blogCopy.previewNotice;
  const post = { datePublished: today, date: 'June 20, 2025' };

  it('a draft, and an article dated after today, on the preview site', () => {
    expect(previewNoticeOf({ ...post, draft: true }, copy, preview, today)).toEqual({
      status: 'draft',
      label: copy.label,
      text: copy.draft,
    });
    const later = { datePublished: '2025-06-21', date: 'June 21, 2025' };
    expect(previewNoticeOf(later, copy, preview, today)).toEqual({
      status: 'scheduled',
      label: copy.label,
      text: copy.scheduled('June 21, 2025'),
    });
  });

  it('no published article, and nothing outside a preview build', () => {
    expect(previewNoticeOf(post, copy, preview, today)).toBeUndefined();
    expect(previewNoticeOf({ ...post, draft: true }, copy, {}, today)).toBeUndefined();
    expect(previewNoticeOf({ ...post, draft: true }, copy, { SITE_PREVIEW: '0' }, today)).toBe(
      undefined,
    );
  });
});

/**
 * The article route as a preview build renders it (scripts/render-pages.ts), with a draft and a
 * scheduled article copied from a real one, in both languages: each has the notice and `noindex`,
 * the real one only `noindex`. (A production build leaves both out, `blogPostsShown`, and shows no
 * notice anywhere: built-site/pages.test.ts.)
 */
describe('the article page, rendered', () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'lumenor-preview-notice-'));
  const source = 'telangana-smart-cities';
  const nextYear = `${Number(indiaToday().slice(0, 4)) + 1}${indiaToday().slice(4)}`.replace(
    /-02-29$/,
    '-02-28',
  );
  const articles = {
    'a-draft-in-review': (file: string) => file.replace(/^---\n/, '---\ndraft: true\n'),
    'a-scheduled-article': (file: string) => file.replace(/^date: .*$/m, `date: ${nextYear}`),
  };
  const paths = [source, ...Object.keys(articles)].flatMap((id) =>
    (['en', 'te'] as const).map((locale) => localizedPath(blogPostPath(id), locale)),
  );
  let previewSite: Awaited<ReturnType<typeof renderPages>>;

  beforeAll(async () => {
    const posts = path.join(directory, 'posts');
    const images = path.join(directory, 'public', 'images', 'blog');
    mkdirSync(posts, { recursive: true });
    mkdirSync(images, { recursive: true });
    for (const [id, change] of Object.entries(articles)) {
      for (const locale of ['en', 'te']) {
        const file = readFileSync(
          path.join(defaultBlogPostsDirectory(), `${source}.${locale}.md`),
          'utf8',
        );
        writeFileSync(path.join(posts, `${id}.${locale}.md`), change(file));
      }
      copyFileSync(
        path.join(defaultBlogPostsDirectory(), '..', 'public', 'images', 'blog', `${source}.svg`),
        path.join(images, `${id}.svg`),
      );
    }
    previewSite = await renderPages(paths, { LUMENOR_EXTRA_POSTS_DIR: posts, ...preview });
  }, 120_000);
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('on the preview site: the notice in the article’s language, before its title, and noindex', () => {
    for (const locale of ['en', 'te'] as const) {
      const copy = edition(locale).blogCopy.previewNotice;
      const draft = previewSite[localizedPath(blogPostPath('a-draft-in-review'), locale)];
      expect(draft?.status).toBe(200);
      expect(publicationOf(draft?.html ?? '')).toEqual({
        notice: { status: 'draft', text: `${copy.label} ${copy.draft}`, beforeTitle: true },
        robots: 'noindex',
      });
      const scheduled = publicationOf(
        previewSite[localizedPath(blogPostPath('a-scheduled-article'), locale)]?.html ?? '',
      );
      expect(scheduled.notice).toEqual({
        status: 'scheduled',
        text: `${copy.label} ${copy.scheduled(formatBlogDate(nextYear, locale))}`,
        beforeTitle: true,
      });
      const published = publicationOf(
        previewSite[localizedPath(blogPostPath(source), locale)]?.html ?? '',
      );
      expect(published).toEqual({ notice: undefined, robots: 'noindex' });
    }
  });
});
