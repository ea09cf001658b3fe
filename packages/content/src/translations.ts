import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDocument } from 'yaml';
import {
  stampedBody,
  type TranslationStamp,
  translatedPostFields,
  translationHash,
} from './stamps.ts';

/**
 * Translations never lag silently. Each Telugu twin records, in `translationOf`, a hash of the
 * English text of every field it translates; when the English changes and the Telugu does not,
 * the twin is stale in that field. The twins: `posts/<id>.te.md` (title, excerpt, imageAlt and the
 * Markdown body) and the data files `data/**\/<name>.te.json` (every text field). Staleness is
 * reported (build summary, editor), never an error: publishing goes on while a translation is made.
 *
 * This module imports nothing of the package but its stamps (stamps.ts), so that
 * `scripts/translations.ts` runs it in Node.
 */

/** How a field of a twin falls behind its English. */
export type TranslationLag =
  /** The English has changed since the Telugu was stamped. */
  | 'changed'
  /** The Telugu file has no stamp for the field: never marked as translated. */
  | 'unstamped';

export interface StaleTranslation {
  /** The Telugu file, from the package folder: 'posts/x.te.md', 'data/authors/ravi.te.json'. */
  file: string;
  /** Its English source, likewise. */
  source: string;
  /** The field: 'title', 'body', 'address.locality'. */
  field: string;
  lag: TranslationLag;
}

export { type TranslationStamp, translatedPostFields, translationHash };

const packageDirectory = fileURLToPath(new URL('..', import.meta.url));

interface ArticleFile {
  frontmatter: Record<string, unknown>;
  /** The frontmatter's text, between the two '---' lines. */
  frontmatterText: string;
  body: string;
}

function readArticle(text: string): ArticleFile {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  const frontmatterText = match?.[1] ?? '';
  const parsed = parseDocument(frontmatterText).toJS() as unknown;
  const frontmatter =
    parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  return { frontmatter, frontmatterText, body: stampedBody(match?.[2] ?? '') };
}

/** The translated texts of an article, by field. */
function articleTexts(article: ArticleFile): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const field of translatedPostFields) {
    const value = article.frontmatter[field];
    if (typeof value === 'string') texts[field] = value;
  }
  texts.body = article.body;
  return texts;
}

/** Every text leaf of a data file, by its dotted path (`address.locality`), stamps left out. */
function dataTexts(value: unknown, prefix = '', out: Record<string, string> = {}) {
  if (typeof value === 'string') {
    out[prefix] = value;
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      dataTexts(item, prefix ? `${prefix}.${index}` : String(index), out);
    });
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!prefix && key === 'translationOf') continue;
      dataTexts(item, prefix ? `${prefix}.${key}` : key, out);
    }
  }
  return out;
}

function stampOf(value: unknown): TranslationStamp {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** One Telugu twin and its English source, with their texts by field. */
interface Twin {
  file: string;
  source: string;
  english: Record<string, string>;
  stamp: TranslationStamp;
  /** Writes the twin with a new stamp. */
  writeStamp: (stamp: TranslationStamp) => void;
}

function filesUnder(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { recursive: true, encoding: 'utf8' }).sort();
}

/** A stamp as YAML lines at the end of the frontmatter. */
function stampYaml(stamp: TranslationStamp): string {
  const lines = Object.entries(stamp).map(([field, hash]) => `  ${field}: '${hash}'`);
  return `translationOf:\n${lines.join('\n')}`;
}

function twins(root: string): Twin[] {
  const found: Twin[] = [];
  const postsDirectory = path.join(root, 'posts');
  for (const name of filesUnder(postsDirectory).filter((file) => file.endsWith('.te.md'))) {
    const sourceName = name.replace(/\.te\.md$/, '.en.md');
    const file = path.join(postsDirectory, name);
    const sourceFile = path.join(postsDirectory, sourceName);
    // An article awaiting its translation is listed as such (translationsAwaited), not as stale.
    if (!existsSync(sourceFile) || awaitsTranslation(sourceFile)) continue;
    const telugu = readFileSync(file, 'utf8');
    const article = readArticle(telugu);
    found.push({
      file: `posts/${name}`,
      source: `posts/${sourceName}`,
      english: articleTexts(readArticle(readFileSync(sourceFile, 'utf8'))),
      stamp: stampOf(article.frontmatter.translationOf),
      writeStamp: (stamp) => {
        // The stamp replaces an earlier one, last in the frontmatter; the rest stays as written.
        const kept = article.frontmatterText.replace(
          /^translationOf:.*(?:\r?\n[ \t]+.*)*\r?\n?/m,
          '',
        );
        const frontmatter = `${kept.trimEnd()}\n${stampYaml(stamp)}`;
        const start = telugu.indexOf(article.frontmatterText);
        writeFileSync(
          file,
          `${telugu.slice(0, start)}${frontmatter}${telugu.slice(start + article.frontmatterText.length)}`,
        );
      },
    });
  }
  const dataDirectory = path.join(root, 'data');
  for (const name of filesUnder(dataDirectory).filter((file) => file.endsWith('.te.json'))) {
    const sourceName = name.replace(/\.te\.json$/, '.en.json');
    const file = path.join(dataDirectory, name);
    const sourceFile = path.join(dataDirectory, sourceName);
    if (!existsSync(sourceFile)) continue;
    const telugu = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    found.push({
      file: `data/${name.split(path.sep).join('/')}`,
      source: `data/${sourceName.split(path.sep).join('/')}`,
      english: dataTexts(JSON.parse(readFileSync(sourceFile, 'utf8'))),
      stamp: stampOf(telugu.translationOf),
      writeStamp: (stamp) => {
        const { translationOf: _earlier, ...fields } = telugu;
        writeFileSync(file, `${JSON.stringify({ ...fields, translationOf: stamp }, null, 2)}\n`);
      },
    });
  }
  return found;
}

/**
 * Every field of every Telugu twin whose English has changed since it was translated (or that was
 * never stamped), by file and field. Empty when every translation is current.
 */
export function translationStatus(root: string = packageDirectory): StaleTranslation[] {
  const stale: StaleTranslation[] = [];
  for (const twin of twins(root)) {
    for (const [field, text] of Object.entries(twin.english)) {
      const stamped = twin.stamp[field];
      if (stamped === translationHash(text)) continue;
      stale.push({
        file: twin.file,
        source: twin.source,
        field,
        lag: stamped === undefined ? 'unstamped' : 'changed',
      });
    }
  }
  return stale;
}

/**
 * Marks Telugu twins as translating today's English: writes each one's stamp anew. Only the
 * files named (as `translationStatus` names them) when given; every twin otherwise.
 * Returns the files written.
 */
export function stampTranslations(
  files?: readonly string[],
  root: string = packageDirectory,
): string[] {
  const written: string[] = [];
  for (const twin of twins(root)) {
    if (files && !files.includes(twin.file)) continue;
    const stamp = Object.fromEntries(
      Object.entries(twin.english).map(([field, text]) => [field, translationHash(text)]),
    );
    if (JSON.stringify(stamp) === JSON.stringify(twin.stamp)) continue;
    twin.writeStamp(stamp);
    written.push(twin.file);
  }
  return written;
}

/** The stale twins as lines for a summary: `posts/x.te.md: title, body (English changed)`. */
export function describeStaleTranslations(stale: readonly StaleTranslation[]): string[] {
  const byFile = new Map<string, StaleTranslation[]>();
  for (const item of stale) byFile.set(item.file, [...(byFile.get(item.file) ?? []), item]);
  return [...byFile].map(([file, items]) => {
    const changed = items.filter((item) => item.lag === 'changed').map((item) => item.field);
    const unstamped = items.filter((item) => item.lag === 'unstamped').map((item) => item.field);
    const parts = [
      ...(changed.length ? [`${changed.join(', ')} (English changed since)`] : []),
      ...(unstamped.length ? [`${unstamped.join(', ')} (never stamped)`] : []),
    ];
    return `${file} ← ${items[0]?.source}: ${parts.join('; ')}`;
  });
}

/** Whether an English article says it awaits its Telugu translation (`awaitingTranslation: true`). */
function awaitsTranslation(englishFile: string): boolean {
  return readArticle(readFileSync(englishFile, 'utf8')).frontmatter.awaitingTranslation === true;
}

/** An English article published alone while its Telugu translation is written. */
export interface AwaitedTranslation {
  /** The Telugu file to write, from the package folder: 'posts/x.te.md'. */
  file: string;
  /** Its English source: 'posts/x.en.md'. */
  source: string;
}

/** Every English article marked as awaiting its translation, by file name. */
export function translationsAwaited(root: string = packageDirectory): AwaitedTranslation[] {
  const postsDirectory = path.join(root, 'posts');
  return filesUnder(postsDirectory)
    .filter((name) => name.endsWith('.en.md'))
    .filter((name) => awaitsTranslation(path.join(postsDirectory, name)))
    .map((name) => ({
      file: `posts/${name.replace(/\.en\.md$/, '.te.md')}`,
      source: `posts/${name}`,
    }));
}
