import {
  type BlogBody,
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
import { toHtml } from 'hast-util-to-html';
import { absoluteUrl, generatedFiles, shareImagePath } from '../../app/lib/config';
import { feedTitle } from '../../app/lib/head';
import { feedPhotoCopy } from '../../app/lib/photos';

/** A post's body as the HTML of a feed entry (hast-util-to-html), site paths made absolute. */
function postHtml(post: BlogPost, origin: string): string {
  const body = structuredClone(post.body);
  const visit = (node: BlogBody | BlogBody['children'][number]) => {
    if (node.type === 'element') {
      for (const name of ['href', 'src'] as const) {
        const value = node.properties[name];
        if (typeof value === 'string' && value.startsWith('/')) {
          node.properties[name] = absoluteUrl(value, origin);
        }
      }
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(body);
  return toHtml(body);
}

/** The absolute address of the copy of a photo that feeds link. */
function photoFeedUrl(image: BlogPost['image'], origin: string): string {
  const copy = feedPhotoCopy(image);
  if (!copy) throw new Error(`${image.src}: its photo has no copy for feeds`);
  return absoluteUrl(copy.url, origin);
}

/** Posts newest first; posts of the same day keep their order in the blog (the sort is stable). */
export function postsNewestFirst(posts: readonly BlogPost[]): BlogPost[] {
  return posts.toSorted((a, b) => b.datePublished.localeCompare(a.datePublished));
}

/**
 * How many articles a feed carries, the newest, each with its full text: enough for a reader
 * checking weekly or monthly, and a feed's size stays the same however long the blog grows.
 */
export const feedArticleCount = 20;

/**
 * The blog of one language as a feed (RSS 2.0 and Atom 1.0 come from the same object): /rss.xml
 * and /atom.xml in English, /te/rss.xml and /te/atom.xml in Telugu; its latest
 * {@link feedArticleCount} articles.
 */
export function blogFeed(
  origin: string,
  content: Edition = edition('en'),
  posts: readonly BlogPost[] = content.blogPosts,
): Feed {
  const { company, footerContent } = content;
  const url = (sitePath: string) => absoluteUrl(content.href(sitePath), origin);
  const ordered = postsNewestFirst(posts).slice(0, feedArticleCount);
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
    feedLinks: { rss: url(generatedFiles.rss), atom: url(generatedFiles.atom) },
    author: { name: company.name, email: company.email, link: url('/') },
  });
  for (const post of ordered) {
    const postUrl = url(blogPostPath(post.id));
    const category = getCategoryByName(post.category, content.blogCategories);
    const published = new Date(`${post.datePublished}T00:00:00Z`);
    feed.addItem({
      id: postUrl,
      link: postUrl,
      title: post.title,
      description: post.excerpt,
      content: postHtml(post, origin),
      date: published,
      published,
      author: [{ name: post.author.name }],
      // A photo illustration goes with the entry (an enclosure); drawings stay on the page.
      ...(isBlogPhoto(post.image.src) ? { image: photoFeedUrl(post.image, origin) } : {}),
      category: (category ? [category] : []).map(({ name, slug }) => ({
        name,
        term: slug,
        domain: url(blogCategoryPath(slug)),
      })),
    });
  }
  return feed;
}
