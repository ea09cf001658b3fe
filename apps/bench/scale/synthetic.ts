/**
 * The growth benchmark's articles: copies of the real ones under new ids and dates, written as
 * the files a writer's editor saves (`<id>.<locale>.md`). Pure: bench/scale.ts reads the real
 * files and writes what this returns into a folder the build reads after posts/
 * (LUMENOR_EXTRA_POSTS_DIR).
 */

/** A real article: its id and each language's file as written. */
export interface SourceArticle {
  id: string;
  en: string;
  te: string;
}

export interface SyntheticOptions {
  /** Articles per language (the last one in English only). */
  count: number;
  /** The newest synthetic article's date (YYYY-MM-DD); each earlier one a day before. */
  newest: string;
  /** Every `photoEvery`-th article (1-based) shows a photo instead of its source's drawing. */
  photoEvery: number;
  /** The photos' site paths, used in turn. */
  photos: readonly string[];
}

export interface SyntheticFile {
  name: string;
  content: string;
}

/** The id of synthetic article `number` (1-based), copied from `source`. */
export const syntheticId = (number: number, source: string) =>
  `scale-${String(number).padStart(4, '0')}-${source}`;

const titleLimit = 110;

/** YYYY-MM-DD, `days` before `iso`. */
export function daysBefore(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** The frontmatter (between the `---` lines) and the body of an article file. */
function splitFile(file: string): { fields: string[]; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(file);
  if (!match) throw new Error('an article file starts with a frontmatter block between --- lines');
  return { fields: (match[1] as string).split(/\r?\n/), body: match[2] as string };
}

/**
 * The file with its top-level `name: value` fields changed as `changes` says (a value of
 * undefined removes the field, with its indented lines); fields it does not have are added.
 */
export function withFields(
  file: string,
  changes: Readonly<Record<string, string | undefined>>,
): string {
  const { fields, body } = splitFile(file);
  const kept: string[] = [];
  const seen = new Set<string>();
  let skipping = false;
  for (const line of fields) {
    const name = /^([A-Za-z]+):/.exec(line)?.[1];
    if (name === undefined) {
      if (!skipping) kept.push(line);
      continue;
    }
    skipping = name in changes;
    if (!skipping) kept.push(line);
    else {
      seen.add(name);
      const value = changes[name];
      if (value !== undefined) kept.push(`${name}: ${value}`);
    }
  }
  for (const [name, value] of Object.entries(changes)) {
    if (!seen.has(name) && value !== undefined) kept.push(`${name}: ${value}`);
  }
  return `---\n${kept.join('\n')}\n---\n${body}`;
}

/** A YAML scalar of `text`, quoted (titles hold colons). */
const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The source's title with the copy's number, within the title limit. */
function numberedTitle(file: string, number: number): string {
  const title = /^title:\s*(.*)$/m.exec(splitFile(file).fields.join('\n'))?.[1] ?? '';
  const plain = title.replace(/^(['"])(.*)\1$/, '$2').replaceAll("''", "'");
  const suffix = ` (${number})`;
  return quoted(
    plain.length + suffix.length > titleLimit
      ? `${plain.slice(0, titleLimit - suffix.length - 1).trimEnd()}…${suffix}`
      : `${plain}${suffix}`,
  );
}

/**
 * `count` articles per language, newest last in number: article `count` is dated `newest` and is
 * in English only (`awaitingTranslation: true`, no Telugu file); the others have both files. A
 * copy keeps its source's author, category, summary and body; it is numbered in its title, shows
 * its source's drawing (or a photo, every `photoEvery`-th), and its Telugu file names no English
 * hashes (`translationOf`: the English it would translate is the copy's, not the source's).
 */
export function syntheticArticles(
  sources: readonly SourceArticle[],
  options: SyntheticOptions,
): SyntheticFile[] {
  if (options.count > 0 && sources.length === 0) throw new Error('no articles to copy');
  const files: SyntheticFile[] = [];
  for (let number = 1; number <= options.count; number += 1) {
    const source = sources[(number - 1) % sources.length] as SourceArticle;
    const id = syntheticId(number, source.id);
    const withPhoto = options.photos.length > 0 && number % options.photoEvery === 0;
    const image = withPhoto
      ? options.photos[(number / options.photoEvery - 1) % options.photos.length]
      : `/images/blog/${source.id}.svg`;
    const shared = { date: daysBefore(options.newest, options.count - number), image };
    const englishOnly = number === options.count;
    files.push({
      name: `${id}.en.md`,
      content: withFields(source.en, {
        ...shared,
        title: numberedTitle(source.en, number),
        draft: undefined,
        awaitingTranslation: englishOnly ? 'true' : undefined,
      }),
    });
    if (!englishOnly) {
      files.push({
        name: `${id}.te.md`,
        content: withFields(source.te, {
          ...shared,
          title: numberedTitle(source.te, number),
          draft: undefined,
          translationOf: undefined,
        }),
      });
    }
  }
  return files;
}
