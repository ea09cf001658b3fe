import * as v from 'valibot';
import { LinkSchema, TextSchema } from '../shared/schema';

export const LayoutCopySchema = v.object({
  skipToContent: TextSchema,
  mainMenuLabel: TextSchema,
  openMenu: TextSchema,
  closeMenu: TextSchema,
  /** Accessible label of a dropdown toggle; `{label}` is replaced by the item's label. */
  toggleSubmenu: v.pipe(TextSchema, v.includes('{label}')),
  colorMode: v.object({ switchToDark: TextSchema, switchToLight: TextSchema }),
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
  }),
  toastRegionLabel: TextSchema,
  dismissLabel: TextSchema,
  breadcrumbLabel: TextSchema,
  footerLabel: TextSchema,
  /** Appended to every document title: `About Us | <company name>`. */
  titleSuffix: TextSchema,
});
export type LayoutCopy = v.InferOutput<typeof LayoutCopySchema>;
