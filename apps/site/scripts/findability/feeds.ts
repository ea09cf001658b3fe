import {
  type BlogPost,
  blogPosts,
  categorySlug,
  company,
  footerContent,
  pageMetaForPath,
} from '@lumenor/content';
import { Feed } from 'feed';
import { absoluteUrl, generatedFiles, shareImagePath } from '../../app/lib/config';
import { feedTitle } from '../../app/lib/head';
import { escapeXml } from './sitemap';

/** A post's paragraphs as the HTML body of a feed entry. */
export function postHtml(post: BlogPost): string {
  return post.content.map((paragraph) => `<p>${escapeXml(paragraph)}</p>`).join('\n');
}

/** Posts newest first; posts of the same day keep their order in the blog. */
export function postsNewestFirst(posts: readonly BlogPost[]): BlogPost[] {
  return posts
    .map((post, index) => ({ post, index }))
    .sort((a, b) => b.post.datePublished.localeCompare(a.post.datePublished) || a.index - b.index)
    .map(({ post }) => post);
}

/** The blog as a feed (RSS 2.0 and Atom 1.0 come from the same object). */
export function blogFeed(origin: string, posts: readonly BlogPost[] = blogPosts): Feed {
  const ordered = postsNewestFirst(posts);
  const newest = ordered[0];
  const blogUrl = absoluteUrl('/blog', origin);
  const feed = new Feed({
    id: blogUrl,
    title: feedTitle(),
    description: pageMetaForPath('/blog')?.description ?? company.description,
    link: blogUrl,
    language: 'en-IN',
    // The feed changes when a post is published, not on every build.
    updated: newest ? new Date(`${newest.datePublished}T00:00:00Z`) : undefined,
    generator: false,
    image: absoluteUrl(shareImagePath('/blog'), origin),
    favicon: absoluteUrl(generatedFiles.faviconIco, origin),
    copyright: footerContent.copyright(new Date().getFullYear()),
    feedLinks: {
      rss: absoluteUrl(generatedFiles.rss, origin),
      atom: absoluteUrl(generatedFiles.atom, origin),
    },
    author: { name: company.name, email: company.email, link: absoluteUrl('/', origin) },
  });
  for (const post of ordered) {
    const url = absoluteUrl(`/blog/${post.id}`, origin);
    const published = new Date(`${post.datePublished}T00:00:00Z`);
    feed.addItem({
      id: url,
      guid: url,
      link: url,
      title: post.title,
      description: post.excerpt,
      content: postHtml(post),
      date: published,
      published,
      author: [{ name: post.author.name }],
      category: [
        {
          name: post.category,
          term: categorySlug(post.category),
          domain: absoluteUrl(`/blog/category/${categorySlug(post.category)}`, origin),
        },
      ],
    });
  }
  return feed;
}
