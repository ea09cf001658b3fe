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
import { toHast } from 'mdast-util-to-hast';
import { toString as mdastText } from 'mdast-util-to-string';
import { frontmatter } from 'micromark-extension-frontmatter';
import { removePosition } from 'unist-util-remove-position';
import { isMap, LineCounter, parseDocument } from 'yaml';
import type { BlogBody } from './schema';

/**
 * One Markdown article file → its frontmatter (a plain object, validated by the caller) and its
 * body as one tree: Markdown's (mdast, CommonMark through mdast-util-from-markdown, with a YAML
 * frontmatter block), checked to hold only what articles need (anything else is an error that
 * names the line), then turned into HTML's (hast, mdast-util-to-hast), which the site renders to
 * the page and to the feeds and reads the article's text from.
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
  body: BlogBody;
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

/** Checks inline content: only text, emphasis, strong, code, line breaks and links. */
function checkInline(nodes: readonly PhrasingContent[]): void {
  for (const node of nodes) {
    switch (node.type) {
      case 'text':
      case 'inlineCode':
      case 'break':
        break;
      case 'emphasis':
      case 'strong':
        checkInline(node.children);
        break;
      case 'link':
        if (!allowedHref.test(node.url)) {
          throw new ArticleProblem(
            `link target '${node.url}' must start with '/', '#', 'https://', 'http://' or 'mailto:'`,
            lineOf(node),
          );
        }
        checkInline(node.children);
        if (mdastText(node).trim() === '') {
          throw new ArticleProblem(`link to '${node.url}' has no text`, lineOf(node));
        }
        break;
      case 'image':
        throw new ArticleProblem(
          'put an image on a line of its own (with a blank line before and after)',
          lineOf(node),
        );
      default:
        throw unsupported(node);
    }
  }
}

/** Size of a body image by its site path; undefined when there is no such file. */
export type ImageSizeLookup = (src: string) => { width: number; height: number } | undefined;

/**
 * Checks an image on a line of its own, and makes its paragraph the image itself (with its size)
 * when the body becomes HTML, rather than an image inside a paragraph.
 */
function checkImage(paragraph: Paragraph, node: MdastImage, sizeOf: ImageSizeLookup): void {
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
  paragraph.data = {
    hName: 'img',
    hProperties: { src: node.url, alt, ...size },
    hChildren: [],
  };
}

/** Checks that the blocks are what articles may hold: paragraphs, h2/h3, lists, quotes, images. */
function checkBlocks(
  nodes: ReadonlyArray<BlockContent | DefinitionContent>,
  sizeOf: ImageSizeLookup,
): void {
  for (const node of nodes) {
    switch (node.type) {
      case 'paragraph': {
        const [only] = node.children;
        if (node.children.length === 1 && only?.type === 'image') checkImage(node, only, sizeOf);
        else checkInline(node.children);
        break;
      }
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
        checkInline(node.children);
        break;
      case 'list':
        for (const item of node.children) checkBlocks(item.children, sizeOf);
        break;
      case 'blockquote':
        checkBlocks(node.children, sizeOf);
        break;
      default:
        throw unsupported(node);
    }
  }
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
  const blocks = rest.map((node) => {
    if (node.type === 'yaml') throw unsupported(node);
    return node as BlockContent | DefinitionContent;
  });
  checkBlocks(blocks, sizeOf);
  // The body as HTML's tree (hast), without the source positions the page has no use for.
  const body = toHast({ type: 'root', children: blocks }) as BlogBody;
  removePosition(body, { force: true });
  const frontmatterEndLine = first.position?.end.line ?? 1;
  return {
    frontmatter: document.toJS(),
    frontmatterLines,
    frontmatterEndLine,
    bodyLine: rest[0]?.position?.start.line ?? frontmatterEndLine + 1,
    body,
  };
}
