import type { BlogBody } from '@lumenor/content';
import { Prose, TextLink } from '@lumenor/ui';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { ComponentProps } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';

/**
 * An article's body, parsed from its Markdown file at build time (the tree of its HTML, hast, in
 * loader data), as elements: paragraphs, h2/h3 subheadings, lists, quotes, images with their alt
 * text, links and emphasis, styled by the design system's Prose. Text is rendered as text, never
 * as HTML.
 */

/** Links that leave the site (http, https, mailto). */
function isExternal(href: string): boolean {
  return /^(https?:|mailto:)/i.test(href);
}

export interface ArticleBodyProps {
  body: BlogBody;
  /** Screen-reader note on links to other websites (layoutCopy.externalLinkNote). */
  externalLinkNote: string;
}

export function ArticleBody({ body, externalLinkNote }: ArticleBodyProps) {
  const components = {
    a: ({ href = '', children }: ComponentProps<'a'>) =>
      isExternal(href) ? (
        <TextLink href={href} rel="noopener" externalLabel={externalLinkNote}>
          {children}
        </TextLink>
      ) : (
        <TextLink href={href}>{children}</TextLink>
      ),
    img: (props: ComponentProps<'img'>) => (
      // biome-ignore lint/a11y/useAltText: the alt text is in the props (markdown.ts requires it).
      <img {...props} loading="lazy" decoding="async" />
    ),
  };
  return <Prose as="article">{toJsxRuntime(body, { Fragment, jsx, jsxs, components })}</Prose>;
}
