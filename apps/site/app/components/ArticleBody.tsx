import type { BlogBlock, BlogInline } from '@lumenor/content';
import { Prose, TextLink } from '@lumenor/ui';
import type { ReactNode } from 'react';

/**
 * An article's body, parsed from its Markdown file at build time (`BlogBlock[]` in loader data),
 * as elements: paragraphs, h2/h3 subheadings, lists, quotes, images with their alt text, links
 * and emphasis, styled by the design system's Prose. Text is rendered as text, never as HTML.
 *
 * Keys are positions: a body is fixed once rendered (it never reorders), so they are stable.
 */

/** Links that leave the site (http, https, mailto). */
function isExternal(href: string): boolean {
  return /^(https?:|mailto:)/i.test(href);
}

function renderInline(nodes: readonly BlogInline[], externalNote: string): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${index}`;
    switch (node.type) {
      case 'text':
        return node.value;
      case 'emphasis':
        return <em key={key}>{renderInline(node.children, externalNote)}</em>;
      case 'strong':
        return <strong key={key}>{renderInline(node.children, externalNote)}</strong>;
      case 'code':
        return <code key={key}>{node.value}</code>;
      case 'break':
        return <br key={key} />;
      case 'link':
        return isExternal(node.href) ? (
          <TextLink key={key} href={node.href} rel="noopener" externalLabel={externalNote}>
            {renderInline(node.children, externalNote)}
          </TextLink>
        ) : (
          <TextLink key={key} href={node.href}>
            {renderInline(node.children, externalNote)}
          </TextLink>
        );
      default:
        return null;
    }
  });
}

function renderBlocks(
  blocks: readonly BlogBlock[],
  externalNote: string,
  tight = false,
): ReactNode[] {
  return blocks.map((block, index) => {
    const key = `${index}`;
    switch (block.type) {
      case 'paragraph':
        // A tight list item holds its text without a paragraph, as Markdown renders it.
        return tight ? (
          <span key={key}>{renderInline(block.children, externalNote)}</span>
        ) : (
          <p key={key}>{renderInline(block.children, externalNote)}</p>
        );
      case 'heading':
        return block.level === 2 ? (
          <h2 key={key}>{renderInline(block.children, externalNote)}</h2>
        ) : (
          <h3 key={key}>{renderInline(block.children, externalNote)}</h3>
        );
      case 'list': {
        const items = block.items.map((item, itemIndex) => {
          const itemKey = `${itemIndex}`;
          return <li key={itemKey}>{renderBlocks(item, externalNote, !block.spread)}</li>;
        });
        return block.ordered ? (
          <ol key={key} start={block.start}>
            {items}
          </ol>
        ) : (
          <ul key={key}>{items}</ul>
        );
      }
      case 'quote':
        return <blockquote key={key}>{renderBlocks(block.children, externalNote)}</blockquote>;
      case 'image':
        return (
          <img
            key={key}
            src={block.src}
            alt={block.alt}
            width={block.width}
            height={block.height}
            loading="lazy"
            decoding="async"
          />
        );
      default:
        return null;
    }
  });
}

export interface ArticleBodyProps {
  body: readonly BlogBlock[];
  /** Screen-reader note on links to other websites (layoutCopy.externalLinkNote). */
  externalLinkNote: string;
}

export function ArticleBody({ body, externalLinkNote }: ArticleBodyProps) {
  return <Prose as="article">{renderBlocks(body, externalLinkNote)}</Prose>;
}
