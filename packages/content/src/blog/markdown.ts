import type {
  BlockContent,
  DefinitionContent,
  Image as MdastImage,
  Paragraph,
  PhrasingContent,
  Root,
} from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { frontmatter } from 'micromark-extension-frontmatter';
import { isMap, LineCounter, parseDocument } from 'yaml';
import { type BlogBlock, type BlogInline, plainText } from './schema';

/**
 * One Markdown article file → its frontmatter (a plain object, validated by the caller) and its
 * body as a small typed block structure the site renders to React elements. Parsing is
 * CommonMark (micromark, through mdast-util-from-markdown) with a YAML frontmatter block; the
 * body keeps only what articles need, and anything else is an error that names the line.
 */

export interface ParsedArticle {
  /** The YAML frontmatter as parsed (not yet validated). */
  frontmatter: unknown;
  /** 1-based line of each top-level frontmatter key, for error messages. */
  frontmatterLines: Record<string, number>;
  /** 1-based line of the frontmatter's closing '---' (where a missing field goes). */
  frontmatterEndLine: number;
  /** 1-based line where the article's text starts (after the frontmatter). */
  bodyLine: number;
  body: BlogBlock[];
}

/** A problem in one place of an article file; the loader prefixes the file name. */
export class ArticleProblem extends Error {
  readonly line: number | undefined;

  constructor(message: string, line?: number) {
    super(message);
    this.name = 'ArticleProblem';
    this.line = line;
  }
}

/** Link targets an article may use: pages of the site, in-page anchors, the web, e-mail. */
const allowedHref = /^(\/(?!\/)|#|https:\/\/|http:\/\/|mailto:)/;

/** Body images: files under /images/ in the package's public folder. */
export const bodyImageSrc = /^\/images\/[a-z0-9/_-]+\.(svg|png)$/;

function lineOf(node: { position?: { start: { line: number } } | undefined }): number | undefined {
  return node.position?.start.line;
}

const explainUnsupported: Record<string, string> = {
  html: 'HTML is not allowed in articles; write Markdown only',
  code: 'code blocks are not supported in articles',
  thematicBreak: "horizontal rules ('---' or '***') are not supported; use a ## subheading",
  definition: 'reference-style link definitions are not supported; write links as [text](url)',
  linkReference: 'write links as [text](url) (reference-style links are not supported)',
  imageReference:
    'write images as ![alt text](/images/…) (reference-style images are not supported)',
  yaml: 'the frontmatter must come first in the file, once',
};

function unsupported(node: { type: string; position?: Root['position'] }): ArticleProblem {
  const reason = explainUnsupported[node.type] ?? `'${node.type}' is not supported in articles`;
  return new ArticleProblem(reason, lineOf(node));
}

function inline(nodes: readonly PhrasingContent[]): BlogInline[] {
  const out: BlogInline[] = [];
  for (const node of nodes) {
    switch (node.type) {
      case 'text':
        out.push({ type: 'text', value: node.value });
        break;
      case 'emphasis':
        out.push({ type: 'emphasis', children: inline(node.children) });
        break;
      case 'strong':
        out.push({ type: 'strong', children: inline(node.children) });
        break;
      case 'inlineCode':
        out.push({ type: 'code', value: node.value });
        break;
      case 'break':
        out.push({ type: 'break' });
        break;
      case 'link': {
        if (!allowedHref.test(node.url)) {
          throw new ArticleProblem(
            `link target '${node.url}' must start with '/', '#', 'https://', 'http://' or 'mailto:'`,
            lineOf(node),
          );
        }
        const children = inline(node.children);
        if (plainText(children).trim() === '') {
          throw new ArticleProblem(`link to '${node.url}' has no text`, lineOf(node));
        }
        out.push({ type: 'link', href: node.url, children });
        break;
      }
      case 'image':
        throw new ArticleProblem(
          'put an image on a line of its own (with a blank line before and after)',
          lineOf(node),
        );
      default:
        throw unsupported(node);
    }
  }
  return out;
}

/** Size of a body image by its site path; undefined when there is no such file. */
export type ImageSizeLookup = (src: string) => { width: number; height: number } | undefined;

function image(node: MdastImage, sizeOf: ImageSizeLookup): BlogBlock {
  if (!bodyImageSrc.test(node.url)) {
    throw new ArticleProblem(
      `image '${node.url}' must be an .svg or .png file under /images/, e.g. /images/blog/my-chart.svg`,
      lineOf(node),
    );
  }
  const alt = (node.alt ?? '').trim();
  if (alt.length < 10) {
    throw new ArticleProblem(
      `image '${node.url}' needs alt text that describes it: ![what the image shows](${node.url})`,
      lineOf(node),
    );
  }
  const size = sizeOf(node.url);
  if (!size) {
    throw new ArticleProblem(
      `image '${node.url}' is not in packages/content/public${node.url}`,
      lineOf(node),
    );
  }
  return { type: 'image', src: node.url, alt, ...size };
}

function paragraph(node: Paragraph, sizeOf: ImageSizeLookup): BlogBlock {
  const [only] = node.children;
  if (node.children.length === 1 && only?.type === 'image') return image(only, sizeOf);
  return { type: 'paragraph', children: inline(node.children) };
}

function blocks(
  nodes: ReadonlyArray<BlockContent | DefinitionContent>,
  sizeOf: ImageSizeLookup,
): BlogBlock[] {
  return nodes.map((node): BlogBlock => {
    switch (node.type) {
      case 'paragraph':
        return paragraph(node, sizeOf);
      case 'heading':
        if (node.depth === 1) {
          throw new ArticleProblem(
            "'# ' is the article title, which comes from the frontmatter; start subheadings with '## '",
            lineOf(node),
          );
        }
        if (node.depth > 3) {
          throw new ArticleProblem("use '## ' or '### ' for subheadings", lineOf(node));
        }
        return { type: 'heading', level: node.depth as 2 | 3, children: inline(node.children) };
      case 'list':
        return {
          type: 'list',
          ordered: node.ordered === true,
          ...(node.ordered && typeof node.start === 'number' && node.start !== 1
            ? { start: node.start }
            : {}),
          spread: node.spread === true || node.children.some((item) => item.spread === true),
          items: node.children.map((item) => blocks(item.children, sizeOf)),
        };
      case 'blockquote':
        return { type: 'quote', children: blocks(node.children, sizeOf) };
      default:
        throw unsupported(node);
    }
  });
}

/** Parses one article file. Throws {@link ArticleProblem} with the line of the first problem. */
export function parseArticle(text: string, sizeOf: ImageSizeLookup): ParsedArticle {
  const tree = fromMarkdown(text, {
    extensions: [frontmatter(['yaml'])],
    mdastExtensions: [frontmatterFromMarkdown(['yaml'])],
  });
  const [first, ...rest] = tree.children;
  if (first?.type !== 'yaml') {
    throw new ArticleProblem(
      "the file must start with the frontmatter: a line '---', the fields, and a line '---'",
      1,
    );
  }
  const lineCounter = new LineCounter();
  const document = parseDocument(first.value, { lineCounter, prettyErrors: false });
  const [yamlError] = document.errors;
  if (yamlError) {
    const line = lineCounter.linePos(yamlError.pos[0]).line;
    throw new ArticleProblem(
      `frontmatter is not valid YAML: ${yamlError.message.split('\n')[0]}`,
      line + 1,
    );
  }
  const frontmatterLines: Record<string, number> = {};
  if (isMap(document.contents)) {
    for (const pair of document.contents.items) {
      const key = pair.key as { value?: unknown; range?: [number, number, number] } | null;
      if (key && typeof key.value === 'string' && key.range) {
        // +1: the frontmatter starts on the line after the opening '---'.
        frontmatterLines[key.value] = lineCounter.linePos(key.range[0]).line + 1;
      }
    }
  }
  const body = blocks(
    rest.map((node) => {
      if (node.type === 'yaml') throw unsupported(node);
      return node as BlockContent | DefinitionContent;
    }),
    sizeOf,
  );
  const frontmatterEndLine = first.position?.end.line ?? 1;
  return {
    frontmatter: document.toJS(),
    frontmatterLines,
    frontmatterEndLine,
    bodyLine: rest[0]?.position?.start.line ?? frontmatterEndLine + 1,
    body,
  };
}
