import * as v from 'valibot';
import { TextSchema } from '../shared/schema';

/**
 * The words of the content editor at /admin (apps/editor/cms-config.ts builds its
 * configuration from them): labels and hints of every field, and the messages its form shows
 * before saving. The form shows each pane's messages in that pane's language.
 */

/** A form field: its label and, where a writer needs one, a hint under it. */
const FieldCopySchema = v.object({ label: TextSchema, hint: v.optional(TextSchema) });

/** A sentence about a number (a length, a width). */
const CountMessageSchema = v.function() as v.GenericSchema<(count: number) => string>;

/** A sentence about two numbers (paragraphs and their words). */
const PairMessageSchema = v.function() as v.GenericSchema<(count: number, other: number) => string>;

const fieldsOf = <const Names extends readonly string[]>(names: Names) =>
  v.object(
    Object.fromEntries(names.map((name) => [name, FieldCopySchema])) as {
      [Name in Names[number]]: typeof FieldCopySchema;
    },
  );

const CollectionCopySchema = v.object({
  label: TextSchema,
  labelSingular: TextSchema,
  description: TextSchema,
});

export const EditorCopySchema = v.object({
  /**
   * The status of a Telugu twin's translation, shown in both panes of an article or an author:
   * whether each translated field still translates the English beside it.
   */
  translation: v.object({
    label: TextSchema,
    /** Every translated field translates the English. */
    current: TextSchema,
    /** Some do not; `{fields}` lists their labels. Saving a field's new Telugu marks it current. */
    stale: v.pipe(TextSchema, v.includes('{fields}')),
    /** A filter of the list: the entries whose Telugu is behind in `{field}`. */
    listFilter: v.pipe(TextSchema, v.includes('{field}')),
  }),
  posts: v.object({
    ...CollectionCopySchema.entries,
    /** The list's line for a draft, after its title and date. */
    draftSuffix: TextSchema,
    fields: fieldsOf([
      'title',
      'excerpt',
      'date',
      'author',
      'category',
      'image',
      'imageAlt',
      'draft',
      'awaitingTranslation',
      'body',
    ] as const),
  }),
  authors: v.object({
    ...CollectionCopySchema.entries,
    fields: fieldsOf(['name', 'role', 'bio'] as const),
  }),
  /** The collection of the site's words: one entry per area, both languages side by side. */
  words: v.object({
    label: TextSchema,
    description: TextSchema,
    /** The name of each area's entry in the list, by area (`services`, `pages`). */
    areas: v.record(v.string(), TextSchema),
  }),
  company: v.object({
    label: TextSchema,
    description: TextSchema,
    factsLabel: TextSchema,
    textLabel: TextSchema,
    // A nested field's words: its parent's name and its own (logo.src: `logoSrc`), or its own alone.
    fields: fieldsOf([
      'name',
      'legalName',
      'cin',
      'website',
      'email',
      'phone',
      'grievanceOfficerEmail',
      'postalCode',
      'foundedYear',
      'logo',
      'logoSrc',
      'logoWidth',
      'logoHeight',
      'logoAlt',
      'social',
      'socialNetwork',
      'socialHref',
      'tagline',
      'description',
      'grievanceOfficerName',
      'address',
      'streetAddress',
      'locality',
      'region',
      'country',
      'socialLabels',
    ] as const),
  }),
  /**
   * What the form says of a value it refuses, before saving. The editor finds each by the name of
   * the field it checks: `<field>TooShort` and `<field>TooLong` for a length rule, `<field>` for a
   * pattern (and `email` for every e-mail address).
   */
  messages: v.object({
    /** An empty field that must be filled in; `{field}` is its label. */
    required: v.pipe(TextSchema, v.includes('{field}')),
    /** A choice not made (author, category); `{field}` is its label. */
    choose: v.pipe(TextSchema, v.includes('{field}')),
    /** A date that is not a day of the calendar. */
    date: TextSchema,
    /**
     * A body with too few paragraphs worth reading: the paragraphs and words the build asks for;
     * `{found}` is how many the body has.
     */
    bodyParagraphs: PairMessageSchema,
    /** A body with Markdown the site does not show; `{line}` is its first such line. */
    bodyMarkdown: v.pipe(TextSchema, v.includes('{line}')),
    /** No illustration chosen for a new article. */
    imageRequired: TextSchema,
    /** A photo narrower than the count; `{width}` is its width (the form fills it in). */
    imageTooNarrow: CountMessageSchema,
    /** A photo whose phone copy stays over the budget (the count, in KB) at the lowest quality. */
    imageTooHeavy: CountMessageSchema,
    /** Shown while the form measures a photo. */
    imageChecking: TextSchema,
    /** A file the browser cannot open as a picture, or that is not there. */
    imageUnreadable: TextSchema,
    titleTooLong: CountMessageSchema,
    excerptTooShort: CountMessageSchema,
    imageAltTooShort: CountMessageSchema,
    bioTooShort: CountMessageSchema,
    /** A picture that is not a photo the build accepts; the count is its least width. */
    image: CountMessageSchema,
    website: TextSchema,
    email: TextSchema,
    phone: TextSchema,
    postalCode: TextSchema,
    socialHref: TextSchema,
  }),
});
export type EditorCopy = v.InferOutput<typeof EditorCopySchema>;
