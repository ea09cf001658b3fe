import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import {
  ArticleProblem,
  blogAuthorKeys,
  blogAuthors,
  blogCategoryNames,
  blogFrontmatterSchema,
  blogIllustrationPattern,
  blogPhotoMinWidth,
  CompanySchema,
  editorCopyByLocale,
  type Locale,
  minParagraphs,
  minParagraphWords,
  parseArticle,
  substantialParagraphs,
} from '@lumenor/content';
import { messageFiles } from '@lumenor/content/editor';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { cmsConfig, cmsPaths, requirementOf } from './cms-config';

/** The content package's folder (its package.json), where the articles are. */
const contentPackage = pathToFileURL(
  createRequire(import.meta.url).resolve('@lumenor/content/package.json'),
);

const config = cmsConfig('production', { CMS_GITHUB_REPO: 'lumenor/site' });
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

/** The form's own check (editor-fields.js, run as the page runs it, without Decap). */
const page: { lumenorFieldProblem?: FieldProblem } = {};
vm.runInNewContext(readFileSync(new URL('./editor-fields.js', import.meta.url), 'utf8'), {
  globalThis: page,
});
type FieldProblem = (
  rules: object,
  messages: object,
  value: unknown,
  entry?: { isNew?: boolean },
) => string | undefined;
const fieldProblem = page.lumenorFieldProblem as FieldProblem;

interface CheckedField {
  widget: string;
  rules: Record<string, unknown>;
  messages: Record<Locale, Record<string, string | undefined> & { required: string }>;
}
const checked = (name: string) => field(name) as unknown as CheckedField;

/** What the form says of a value in a pane, or undefined when it accepts it. */
const formSays = (name: string, value: string, locale: Locale = 'en', isNew = true) =>
  fieldProblem(checked(name).rules, checked(name).messages[locale], value, { isNew });

/** Whether the build accepts an article body: enough paragraphs worth reading. */
function buildAcceptsBody(markdown: string): boolean {
  try {
    const { body } = parseArticle(`---\ntitle: x\n---\n\n${markdown}\n`, () => undefined);
    return substantialParagraphs(body) >= minParagraphs;
  } catch (error) {
    if (error instanceof ArticleProblem) return false;
    throw error;
  }
}

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
    for (let length = 0; length <= 130; length += 1) {
      const value = ` ${'x'.repeat(length)} `;
      const build = v.safeParse(blogFrontmatterSchema, frontmatter({ [name]: value })).success;
      expect(formSays(name, value) === undefined, `${name} of ${length} characters`).toBe(build);
    }
  });

  it('shows each pane’s messages in its language, in the words of @lumenor/content', () => {
    const tooShort = 'Too short.';
    const minLength = requirementOf<number>(blogFrontmatterSchema.entries.excerpt, 'min_length');
    expect(minLength).toBeGreaterThan(tooShort.length);
    expect(formSays('excerpt', tooShort, 'en')).toBe(
      editorCopyByLocale.en.messages.excerptTooShort(minLength ?? 0),
    );
    expect(formSays('excerpt', tooShort, 'te')).toBe(
      editorCopyByLocale.te.messages.excerptTooShort(minLength ?? 0),
    );
    const telugu = /[\u0C00-\u0C7F]/;
    for (const name of ['title', 'excerpt', 'imageAlt', 'body']) {
      const { en, te } = checked(name).messages;
      expect(Object.keys(te), name).toEqual(Object.keys(en));
      for (const message of Object.values(en)) expect(message, name).not.toMatch(telugu);
      for (const message of Object.values(te)) expect(message, name).toMatch(telugu);
      expect(en.required, name).toContain(
        editorCopyByLocale.en.posts.fields[name as 'title'].label,
      );
      expect(te.required, name).toContain(
        editorCopyByLocale.te.posts.fields[name as 'title'].label,
      );
    }
  });

  it('labels every field with the words of @lumenor/content', () => {
    for (const item of postFields) {
      if (item.widget === 'hidden') continue;
      // The Telugu twin's stamp shows its translation's status (save-format.browser.ts).
      const words =
        item.name === 'translationOf'
          ? editorCopyByLocale.en.translation
          : editorCopyByLocale.en.posts.fields[item.name as 'title'];
      expect((item as { label?: string }).label, item.name).toBe(words.label);
    }
    expect(field('body')).toMatchObject({ hint: editorCopyByLocale.en.posts.fields.body.hint });
  });

  it('checks the illustration’s path as the build does, and asks a new article for one', () => {
    for (const name of ['water-tower.jpg', 'a1.webp', 'map.svg', 'Photo.JPG', 'a b.png', 'x.gif']) {
      const path = `${cmsPaths.mediaUrl}/${name}`;
      expect(formSays('image', path) === undefined, name).toBe(blogIllustrationPattern.test(path));
    }
    const { messages, rules } = checked('image');
    expect(formSays('image', '')).toBe(messages.en.imageRequired ?? messages.en.required);
    // An article saved before keeps the drawing named after it when the field is empty.
    expect(formSays('image', '', 'en', false)).toBeUndefined();
    expect(rules.photo).toMatchObject({ minWidth: blogPhotoMinWidth });
    expect(messages.te.tooNarrow).toMatch(/[\u0C00-\u0C7F]/);
    // Required by the form: Decap shows no "(optional)" beside it.
    expect(field('image')).not.toHaveProperty('required');
  });

  it('counts the body’s paragraphs as the build does', () => {
    const words = (count: number, word = 'water') =>
      Array.from({ length: count }, () => word).join(' ');
    const paragraph = words(minParagraphWords);
    const short = words(minParagraphWords - 1);
    const enough = Array.from({ length: minParagraphs }, () => paragraph);
    const bodies = [
      enough.join('\n\n'),
      enough.slice(1).join('\n\n'),
      [...enough.slice(1), short].join('\n\n'),
      // Subheadings, lists and a heading underlined are not paragraphs; quoted ones are.
      [`## ${paragraph}`, ...enough.slice(1)].join('\n\n'),
      [`- ${paragraph}`, ...enough.slice(1)].join('\n\n'),
      [`1. ${paragraph}\n   ${paragraph}`, ...enough.slice(1)].join('\n\n'),
      [`${paragraph}\n---`, ...enough.slice(1)].join('\n\n'),
      // What articles cannot show: the form refuses it as the build does.
      [`# ${paragraph}`, ...enough].join('\n\n'),
      [`${paragraph}\n===`, ...enough].join('\n\n'),
      [`#### ${paragraph}`, ...enough].join('\n\n'),
      ['<b>bold</b>', ...enough].join('\n\n'),
      ['```\ncode\n```', ...enough].join('\n\n'),
      ['---', ...enough].join('\n\n'),
      ['***', ...enough].join('\n\n'),
      ['![A chart of the water use](/images/blog/chart.svg)', ...enough].join('\n\n'),
      ['[a link](ftp://example.org)', ...enough].join('\n\n'),
      [`> ${paragraph}`, ...enough.slice(1)].join('\n\n'),
      [`> ${short}\n> water`, ...enough.slice(1)].join('\n\n'),
      // A paragraph written over several lines is one paragraph.
      [`${short}\nwater`, ...enough.slice(1)].join('\n\n'),
      // A link's address is not words; its text is.
      [
        `${words(minParagraphWords - 2)} [two words](/industries/telangana-government)`,
        ...enough.slice(1),
      ].join('\n\n'),
      [`${words(minParagraphWords - 1)} [one](https://example.org/a b)`, ...enough.slice(1)].join(
        '\n\n',
      ),
      [`${paragraph}\n- an item`, ...enough.slice(1)].join('\n\n'),
    ];
    for (const [index, body] of bodies.entries()) {
      expect(formSays('body', body) === undefined, `body ${index}`).toBe(buildAcceptsBody(body));
    }
    // And every article file there is, as the editor would load its body.
    const folders = ['posts', 'fixtures/posts'].map(
      (folder) => new URL(`${folder}/`, contentPackage),
    );
    for (const folder of folders) {
      for (const name of readdirSync(folder).filter((file) => file.endsWith('.md'))) {
        const body = readFileSync(new URL(name, folder), 'utf8').replace(/^---[\s\S]*?\n---\n/, '');
        expect(formSays('body', body) === undefined, name).toBe(buildAcceptsBody(body));
      }
    }
    const { en, te } = checked('body').messages;
    expect(formSays('body', enough.slice(2).join('\n\n'))).toBe(
      en.paragraphs?.replace('{found}', String(minParagraphs - 2)),
    );
    expect(formSays('body', 'x', 'te')).toBe(te.paragraphs?.replace('{found}', '0'));
  });

  it('checks dates as the build does: a day of the calendar', () => {
    for (const date of ['2025-05-15', '2024-02-29', '2025-02-29', '2025-13-01', '15-05-2025']) {
      const build = v.safeParse(blogFrontmatterSchema, frontmatter({ date })).success;
      expect(formSays('date', date) === undefined, date).toBe(build);
    }
  });

  it('lets the Telugu text of an article awaiting its translation stay empty, nothing else', () => {
    for (const item of postFields) {
      const rules = (item as unknown as CheckedField).rules;
      expect(rules?.unlessTrue, item.name).toBe(
        item.i18n === true && rules ? 'awaitingTranslation' : undefined,
      );
    }
    expect(field('title')).toMatchObject({ rules: { unlessTrue: 'awaitingTranslation' } });
  });

  it('checks the company’s facts with the build’s own patterns', () => {
    const company = config.collections.find((collection) => collection.name === 'company');
    const facts = company && 'files' in company ? company.files?.[0]?.fields : undefined;
    const patternOf = (name: string) => {
      const fact = facts?.find((item) => item.name === name) as unknown as { pattern: [string] };
      return new RegExp(fact.pattern[0]);
    };
    const { website, phone, address } = CompanySchema.entries;
    for (const [name, schema, values] of [
      ['website', website, ['https://www.lumenor.in', 'https://x.in/', 'http://x.in']],
      ['phone', phone, ['+91 40 1234 5678', '040 1234', '+91 40-1234']],
      ['postalCode', address.entries.postalCode, ['500081', '50008', '5000811']],
    ] as const) {
      for (const value of values) {
        expect(patternOf(name).test(value), `${name}: ${value}`).toBe(
          v.safeParse(schema, value).success,
        );
      }
    }
  });

  it('stores dates as the build reads them (YYYY-MM-DD), the same in both languages', () => {
    expect(field('date')).toMatchObject({ format: 'YYYY-MM-DD', i18n: 'duplicate' });
    // A day, in no time zone: the picker says no "UTC" beside a label that says India time.
    expect(field('date')).toMatchObject({ time_format: false, picker_utc: false });
  });

  it('edits the site’s words: each area’s messages files, both languages side by side, stamped', () => {
    const words = config.collections.filter((collection) => collection.name.startsWith('words-'));
    expect(words.map((collection) => 'folder' in collection && collection.folder).sort()).toEqual(
      Object.keys(messageFiles)
        .map((area) => `${cmsPaths.messages}/${area}`)
        .sort(),
    );
    const services = words.find((collection) => collection.name === 'words-services');
    if (!services || !('fields' in services) || !services.fields) {
      throw new Error('the editor has no collection of the services’ words');
    }
    expect('i18n' in services && services.i18n).toBe(true);
    // A field for each record and text of the English file, translated in every pane.
    const names = (fields: ReadonlyArray<{ name: string; fields?: unknown }>): string[] =>
      fields.flatMap((item) => [
        item.name,
        ...names((item.fields as typeof fields | undefined) ?? []).map((n) => `${item.name}.${n}`),
      ]);
    const fields = names(services.fields);
    expect(fields).toContain('services.ai-ml.title');
    expect(fields).toContain('services.ai-ml.caseStudy.description');
    const serviceFields: ReadonlyArray<{ name: string; i18n?: unknown; widget?: unknown }> =
      services.fields;
    expect(serviceFields.every((item) => item.i18n === true)).toBe(true);
    expect(serviceFields.find((item) => item.name === 'translationOf')?.widget).toBe(
      postFields.find((item) => item.name === 'translationOf')?.widget,
    );
  });

  it('asks for every required field (Decap requires a field unless told otherwise)', () => {
    for (const [name, schema] of Object.entries(blogFrontmatterSchema.entries)) {
      // The illustration may be left out of a file, but the form asks a new article for one.
      const optional = schema.type === 'optional' && name !== 'image';
      expect(!('required' in (field(name) ?? {})), name).toBe(!optional);
      // A field the form checks itself is reported empty by its own check, in the pane's language.
      if (!optional && field(name)?.widget?.startsWith('lumenor-')) {
        expect(formSays(name, ''), name).toBe(checked(name).messages.en.required);
      }
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
    expect(field('body')).toMatchObject({
      buttons:
        'bold italic code link heading-two heading-three quote bulleted-list numbered-list'.split(
          ' ',
        ),
      editor_components: [],
    });
  });

  it('opens a pull request in production and saves straight to disk locally', () => {
    expect(config).toMatchObject({ publish_mode: 'editorial_workflow' });
    expect(config).not.toHaveProperty('local_backend');
    expect(config.backend).toEqual({ name: 'github', repo: 'lumenor/site', branch: 'main' });
    const local = cmsConfig('local', {});
    expect(local).toMatchObject({ local_backend: true });
    expect(local).not.toHaveProperty('publish_mode');
  });

  it("keeps production's review flow in the local review mode, on decap-server", () => {
    const review = cmsConfig('local-review', { CMS_BRANCH: 'editor-review' });
    expect(review).toMatchObject({ local_backend: true, publish_mode: 'editorial_workflow' });
    expect(review.backend).toMatchObject({ branch: 'editor-review' });
  });
});
