import {
  blogAuthorKeys,
  blogAuthors,
  blogCategoryNames,
  blogFrontmatterSchema,
} from '@lumenor/content';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bodyButtons, cmsConfig, cmsPaths } from './cms-config';

const config = cmsConfig('production', { githubRepo: 'lumenor/site' });
const [posts] = config.collections;
if (!posts || !('folder' in posts)) throw new Error('the editor has no collection of articles');
const postFields = posts.fields ?? [];
const field = (name: string) => postFields.find((item) => item.name === name);

/** A valid frontmatter with one field replaced. */
const frontmatter = (changes: Record<string, unknown>) => ({
  title: 'A title',
  excerpt: 'x'.repeat(120),
  date: '2025-05-15',
  author: blogAuthorKeys[0],
  category: blogCategoryNames[0],
  imageAlt: 'An illustration of a city',
  ...changes,
});

/** Whether Decap CMS's pattern check accepts a value (it tests the RegExp on the string). */
const patternAccepts = (name: string, value: string) => {
  const pattern = (field(name) as { pattern?: readonly [string, string] }).pattern;
  if (!pattern) throw new Error(`${name} has no pattern`);
  return new RegExp(pattern[0]).test(value);
};

describe('the editor’s configuration (generated from @lumenor/content)', () => {
  it('offers exactly the frontmatter’s fields, and the body', () => {
    expect(postFields.map((item) => item.name).sort()).toEqual(
      [...Object.keys(blogFrontmatterSchema.entries), 'body'].sort(),
    );
  });

  it('lists the package’s authors and categories, never a copy', () => {
    expect(field('author')).toMatchObject({
      options: blogAuthorKeys.map((key) => ({ value: key, label: blogAuthors[key]?.name })),
    });
    expect(field('category')).toMatchObject({ options: [...blogCategoryNames] });
  });

  it.each([
    ['title', 'title', 'x'],
    ['excerpt', 'excerpt', 'x'],
    ['imageAlt', 'imageAlt', 'x'],
  ])('checks %s with the build’s length rule, at its limits', (name) => {
    for (let length = 1; length <= 130; length += 1) {
      const value = 'x'.repeat(length);
      const build = v.safeParse(blogFrontmatterSchema, frontmatter({ [name]: value })).success;
      expect(patternAccepts(name, value), `${name} of ${length} characters`).toBe(build);
    }
  });

  it('stores dates as the build reads them (YYYY-MM-DD), the same in both languages', () => {
    expect(field('date')).toMatchObject({ format: 'YYYY-MM-DD', i18n: 'duplicate' });
  });

  it('asks for every required field (Decap requires a field unless told otherwise)', () => {
    for (const [name, schema] of Object.entries(blogFrontmatterSchema.entries)) {
      const optional = schema.type === 'optional';
      expect(!('required' in (field(name) ?? {})), name).toBe(!optional);
    }
  });

  it('writes <id>.en.md and <id>.te.md into the posts folder, both languages in one form', () => {
    expect(posts).toMatchObject({ folder: cmsPaths.posts, extension: 'md', i18n: true });
    expect(config.i18n).toEqual({
      structure: 'multiple_files',
      locales: ['en', 'te'],
      default_locale: 'en',
    });
  });

  it('offers in the body only the Markdown the site accepts: no HTML, images or code blocks', () => {
    expect(field('body')).toMatchObject({ buttons: [...bodyButtons], editor_components: [] });
  });

  it('opens a pull request in production and saves straight to disk locally', () => {
    expect(config).toMatchObject({ publish_mode: 'editorial_workflow' });
    expect(config).not.toHaveProperty('local_backend');
    expect(config.backend).toEqual({ name: 'github', repo: 'lumenor/site', branch: 'main' });
    const local = cmsConfig('local');
    expect(local).toMatchObject({ local_backend: true });
    expect(local).not.toHaveProperty('publish_mode');
  });
});
