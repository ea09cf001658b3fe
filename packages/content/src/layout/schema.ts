import * as v from 'valibot';
import { LinkSchema, TextSchema } from '../shared/schema';

/** A sentence with `{query}` (and `{count}` where a count is given) in it. */
const QueryTextSchema = v.pipe(TextSchema, v.includes('{query}'));
const CountTextSchema = v.pipe(QueryTextSchema, v.includes('{count}'));

export const SearchCopySchema = v.object({
  /** The search page (where the header's entry leads without JavaScript, and the dialog's form). */
  href: v.pipe(v.string(), v.regex(/^\/[a-z0-9-/]*$/, 'must be a site path')),
  /** Accessible name of the header's search button (and the phone menu's entry). */
  openLabel: TextSchema,
  /** Heading and accessible name of the search dialog. */
  dialogTitle: TextSchema,
  /** Label of the search field. */
  inputLabel: TextSchema,
  placeholder: TextSchema,
  closeLabel: TextSchema,
  /** Label of the dialog's checkbox that turns the `/` key (which opens search) on or off. */
  shortcutToggle: v.pipe(TextSchema, v.includes('/')),
  /** Accessible name of the list of results. */
  resultsLabel: TextSchema,
  /** The search page's submit button. */
  submitLabel: TextSchema,
  /** Status line before anything is typed. */
  prompt: TextSchema,
  /** Status line while the index loads. */
  loading: TextSchema,
  /** Status line with results, by plural category of the count (Intl.PluralRules). */
  resultCount: v.object({ one: CountTextSchema, other: CountTextSchema }),
  noResults: QueryTextSchema,
  /** Status line when the index could not be loaded. */
  error: TextSchema,
  /** What kind of page a result is, shown beside its title. */
  types: v.object({ page: TextSchema, article: TextSchema }),
  /** The search page without JavaScript: why there is no form, and where to look instead. */
  noScript: TextSchema,
  /** Other ways to find a page, on the search page (the sitemap, then the main sections). */
  browse: v.object({
    heading: TextSchema,
    intro: TextSchema,
    sitemap: LinkSchema,
  }),
});
export type SearchCopy = v.InferOutput<typeof SearchCopySchema>;

export const LayoutCopySchema = v.object({
  skipToContent: TextSchema,
  /** Name of the main navigation landmark ('Main'). */
  mainMenuLabel: TextSchema,
  /** Name of the phone menu's panel, a dialog holding the navigation and more ('Menu'). */
  menuLabel: TextSchema,
  openMenu: TextSchema,
  closeMenu: TextSchema,
  /** Accessible label of a dropdown toggle; `{label}` is replaced by the item's label. */
  toggleSubmenu: v.pipe(TextSchema, v.includes('{label}')),
  colorMode: v.object({ switchToDark: TextSchema, switchToLight: TextSchema }),
  /** The accessibility tool bar at the top of every page and in the phone menu. */
  accessibilityToolbar: v.object({
    /** Name of the tool bar's landmark ('Accessibility options'). */
    label: TextSchema,
    /** The tool bar's button on phones that opens its options ('Accessibility'). */
    optionsButton: TextSchema,
    /** The screen-reader access page. */
    screenReaderLink: LinkSchema,
    textSize: v.object({
      label: TextSchema,
      decrease: TextSchema,
      reset: TextSchema,
      increase: TextSchema,
      /** Announced after a change: `{size}` is the new size as a percentage. */
      status: v.pipe(TextSchema, v.includes('{size}')),
    }),
    colorMode: v.object({
      label: TextSchema,
      light: TextSchema,
      dark: TextSchema,
      contrast: TextSchema,
    }),
  }),
  chat: v.object({
    openLabel: TextSchema,
    closeLabel: TextSchema,
    title: TextSchema,
    body: TextSchema,
    action: LinkSchema,
    hours: TextSchema,
  }),
  notFound: v.object({
    title: TextSchema,
    body: TextSchema,
    action: LinkSchema,
    /** Console message; the unknown path is appended. */
    logMessage: TextSchema,
  }),
  error: v.object({
    title: TextSchema,
    body: TextSchema,
    action: LinkSchema,
  }),
  logoLabel: TextSchema,
  /**
   * The header's link to the page in the other language: what screen readers hear around the
   * language's name, with `{language}` where the name goes ('Read this page in {language}').
   */
  languageSwitch: v.object({
    /** Name of the language links' landmark ('Language'). */
    label: TextSchema,
    description: v.pipe(TextSchema, v.includes('{language}', 'must say where {language} goes')),
    /**
     * Said in this language, instead of the link to it, on a page not yet translated into it (an
     * article awaiting its translation): the translation is coming.
     */
    pending: TextSchema,
  }),
  toastRegionLabel: TextSchema,
  dismissLabel: TextSchema,
  /** Screen-reader note on every link to another website (its visible mark is an icon). */
  externalLinkNote: TextSchema,
  breadcrumbLabel: TextSchema,
  /** Before a page's review date at the end of the page ('Last reviewed'). */
  lastReviewedLabel: TextSchema,
  footerLabel: TextSchema,
  /** Appended to every document title: `About Us | <company name>`. */
  titleSuffix: TextSchema,
  search: SearchCopySchema,
});
export type LayoutCopy = v.InferOutput<typeof LayoutCopySchema>;
