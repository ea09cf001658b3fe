import * as v from 'valibot';
import type { Locale } from '../locale';
import { contentPackageDirectory, nodeBuiltins, requireNode } from '../shared/node';
import { ContentValidationError } from '../shared/validate';
import { type BlogAuthor, blogAuthorSchema } from './schema';

/**
 * The blog's authors are data files, `data/authors/<id>.<locale>.json` (see data/README.md):
 * adding an author is adding the English file and its Telugu twin, and articles name the author by
 * the id. Read in Node, like the articles; in a browser the list is empty (pages get authors with
 * their posts, as loader data).
 */

/** An author's id: the file name without `.<locale>.json`. */
export const blogAuthorIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export type BlogAuthorKey = string;

/** `<id>.<locale>.json` */
const authorFileName = /^(?<id>.+)\.(?<locale>[a-z]{2})\.json$/;

/** The fields of an author file; `translationOf` is the Telugu file's record of its English source. */
const authorFileSchema = v.object({
  ...blogAuthorSchema.entries,
  translationOf: v.optional(v.record(v.string(), v.string())),
});

export function defaultBlogAuthorsDirectory(): string {
  return requireNode().path.join(contentPackageDirectory(), 'data', 'authors');
}

/**
 * Every author of one locale, by id, in the order of the ids. Throws a
 * {@link ContentValidationError} naming each file and field that is wrong.
 */
export function loadBlogAuthors(
  locale: Locale,
  directory: string = defaultBlogAuthorsDirectory(),
): Record<BlogAuthorKey, BlogAuthor> {
  const { fs, path } = requireNode();
  const problems: string[] = [];
  const authors: Record<BlogAuthorKey, BlogAuthor> = {};
  for (const name of fs.readdirSync(directory).sort()) {
    if (!name.endsWith('.json')) continue;
    const shown = `data/authors/${name}`;
    const match = authorFileName.exec(name);
    const id = match?.groups?.id ?? '';
    if (!match || !blogAuthorIdPattern.test(id)) {
      problems.push(
        `${shown}: file name must be <id>.<locale>.json, the id in lowercase words joined by hyphens (e.g. anjali.en.json)`,
      );
      continue;
    }
    if (match.groups?.locale !== locale) continue;
    let data: unknown;
    try {
      data = JSON.parse(fs.readFileSync(path.join(directory, name), 'utf8'));
    } catch (error) {
      problems.push(`${shown}: is not valid JSON (${(error as Error).message})`);
      continue;
    }
    const result = v.safeParse(authorFileSchema, data);
    if (!result.success) {
      for (const issue of result.issues) {
        const field = issue.path?.map((item) => String(item.key)).join('.') ?? 'file';
        problems.push(`${shown} ${field}: ${issue.message}`);
      }
      continue;
    }
    const { name: authorName, role, bio } = result.output;
    authors[id] = { name: authorName, role, bio };
  }
  if (problems.length > 0) throw new ContentValidationError(problems);
  return authors;
}

/** The authors of the package's data/authors/ folder in one locale; empty in a browser. */
export function loadDefaultBlogAuthors(locale: Locale): Record<BlogAuthorKey, BlogAuthor> {
  return nodeBuiltins() ? loadBlogAuthors(locale) : {};
}
