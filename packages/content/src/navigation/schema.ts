import * as v from 'valibot';
import { LinkSchema, TextSchema } from '../shared/schema';

export const NavItemSchema = v.object({
  label: LinkSchema.entries.label,
  href: LinkSchema.entries.href,
  children: v.optional(v.pipe(v.array(LinkSchema), v.minLength(1))),
});
export type NavItem = v.InferOutput<typeof NavItemSchema>;

export const FooterColumnSchema = v.object({
  id: v.picklist(['services', 'government', 'contact']),
  heading: TextSchema,
  links: v.pipe(v.array(LinkSchema), v.minLength(1)),
});
export type FooterColumn = v.InferOutput<typeof FooterColumnSchema>;

export const FooterContentSchema = v.object({
  about: TextSchema,
  columns: v.pipe(v.array(FooterColumnSchema), v.length(3)),
  legalLinks: v.pipe(v.array(LinkSchema), v.minLength(1)),
  socialHeading: TextSchema,
  legalNavLabel: TextSchema,
  copyright: v.pipe(
    v.function(),
    v.check(
      (fn) => typeof fn(2025) === 'string' && String(fn(2025)).includes('2025'),
      'must return a line that includes the year',
    ),
  ),
});
export type FooterContent = Omit<v.InferOutput<typeof FooterContentSchema>, 'copyright'> & {
  copyright: (year: number) => string;
};
