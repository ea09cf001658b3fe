import {
  type BlogBlock,
  type BlogInline,
  type BlogPost,
  blogCategoryPath,
  blogPostPath,
  type Edition,
  edition,
  getCategoryByName,
  isBlogPhoto,
  pageMetaForPath,
} from '@lumenor/content';
import { Feed } from 'feed';
import { absoluteUrl, generatedFiles, shareImagePath } from '../../app/lib/config';
import { feedTitle } from '../../app/lib/head';
import { feedPhotoCopy } from '../../app/lib/photos';
import { escapeXml } from './sitemap';

/** Site paths made absolute, so links and images work in a feed reader. */
function feedUrl(href: string, origin: string): string {
  return href.startsWith('/') ? absoluteUrl(href, origin) : href;
}

function inlineHtml(nodes: readonly BlogInline[], origin: string): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
          return escapeXml(node.value);
        case 'emphasis':
          return `<em>${inlineHtml(node.children, origin)}</em>`;
        case 'strong':
          return `<strong>${inlineHtml(node.children, origin)}</strong>`;
        case 'code':
          return `<code>${escapeXml(node.value)}</code>`;
        case 'break':
          return '<br>';
        case 'link':
          return `<a href="${escapeXml(feedUrl(node.href, origin))}">${inlineHtml(node.children, origin)}</a>`;
        default:
          return '';
      }
    })
    .join('');
}

function blocksHtml(blocks: readonly BlogBlock[], origin: string, tight = false): string {
  return blocks
    .map((block) => {
      switch (block.type) {
        case 'paragraph':
          // A tight list item holds its text without a paragraph, as Markdown renders it.
          return tight
            ? inlineHtml(block.children, origin)
            : `<p>${inlineHtml(block.children, origin)}</p>`;
        case 'heading':
          return `<h${block.level}>${inlineHtml(block.children, origin)}</h${block.level}>`;
        case 'list': {
          const tag = block.ordered ? 'ol' : 'ul';
          const start = block.start === undefined ? '' : ` start="${block.start}"`;
          const items = block.items.map(
            (item) => `<li>${blocksHtml(item, origin, !block.spread)}</li>`,
          );
          return `<${tag}${start}>${items.join('')}</${tag}>`;
        }
        case 'quote':
          return `<blockquote>${blocksHtml(block.children, origin)}</blockquote>`;
        case 'image':
          return `<img src="${escapeXml(feedUrl(block.src, origin))}" alt="${escapeXml(block.alt)}" width="${block.width}" height="${block.height}">`;
        default:
          return '';
      }
    })
    .join('\n');
}

/** A post's body as the HTML of a feed entry (text escaped; site paths made absolute). */
export function postHtml(post: BlogPost, origin: string): string {
  return blocksHtml(post.body, origin);
}

/** The absolute address of the copy of a post's photo that feeds link. */
function photoFeedUrl(post: BlogPost, origin: string): string {
  const copy = feedPhotoCopy(post.image);
  if (!copy) throw new Error(`${post.id}: its photo has no copy for feeds`);
  return absoluteUrl(copy.url, origin);
}

/** Posts newest first; posts of the same day keep their order in the blog. */
export function postsNewestFirst(posts: readonly BlogPost[]): BlogPost[] {
  return posts
    .map((post, index) => ({ post, index }))
    .sort((a, b) => b.post.datePublished.localeCompare(a.post.datePublished) || a.index - b.index)
    .map(({ post }) => post);
}

/**
 * The blog of one language as a feed (RSS 2.0 and Atom 1.0 come from the same object): /rss.xml
 * and /atom.xml in English, /te/rss.xml and /te/atom.xml in Telugu.
 */
export function blogFeed(
  origin: string,
  content: Edition = edition('en'),
  posts: readonly BlogPost[] = content.blogPosts,
): Feed {
  const { company, footerContent } = content;
  const url = (sitePath: string) => absoluteUrl(content.href(sitePath), origin);
  const ordered = postsNewestFirst(posts);
  const newest = ordered[0];
  const blogUrl = url('/blog');
  const feed = new Feed({
    id: blogUrl,
    title: feedTitle(content),
    description: pageMetaForPath('/blog', content)?.description ?? company.description,
    link: blogUrl,
    language: content.details.intlTag,
    // The feed changes when a post is published, not on every build.
    updated: newest ? new Date(`${newest.datePublished}T00:00:00Z`) : undefined,
    generator: false,
    image: absoluteUrl(shareImagePath('/blog', content.locale), origin),
    favicon: absoluteUrl(generatedFiles.faviconIco, origin),
    copyright: footerContent.copyright(new Date().getFullYear()),
    feedLinks: {
      rss: url(generatedFiles.rss),
      atom: url(generatedFiles.atom),
    },
    author: { name: company.name, email: company.email, link: url('/') },
  });
  for (const post of ordered) {
    const postUrl = url(blogPostPath(post.id));
    const category = getCategoryByName(post.category, content.blogCategories);
    const published = new Date(`${post.datePublished}T00:00:00Z`);
    feed.addItem({
      id: postUrl,
      guid: postUrl,
      link: postUrl,
      title: post.title,
      description: post.excerpt,
      content: postHtml(post, origin),
      date: published,
      published,
      author: [{ name: post.author.name }],
      // A photo illustration goes with the entry (an enclosure); drawings stay on the page.
      ...(isBlogPhoto(post.image.src) ? { image: photoFeedUrl(post, origin) } : {}),
      category: category
        ? [
            {
              name: category.name,
              term: category.slug,
              domain: url(blogCategoryPath(category.slug)),
            },
          ]
        : [],
    });
  }
  return feed;
}
