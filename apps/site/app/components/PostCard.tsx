import { type BlogCopy, type BlogPost, blogPostPath, type Edition } from '@lumenor/content';
import { ArticleMeta, Card, type CardProps, Image } from '@lumenor/ui';
import { type Illustration, illustration, illustrationSizes } from '../lib/photos';

/** What a post card shows; built at build time by {@link postSummary} in a route loader. */
export interface PostSummary {
  id: string;
  href: string;
  title: string;
  excerpt: string;
  category: string;
  date: string;
  datePublished: string;
  readingTime: string;
  /** The article's illustration as a card draws it (a photo with its resized copies). */
  image: Illustration;
}

/** The copy every post card shares: the labels of the meta line and the 'read more' cue. */
export type PostCardCopy = Pick<BlogCopy, 'byline' | 'readMore'>;

/** The longest teaser a card shows, in characters (a sentence of about two lines on a phone). */
export const cardTeaserLength = 160;

/**
 * What a card says of an article: the first sentence of its excerpt, cut at a word with an
 * ellipsis when longer than {@link cardTeaserLength}. A list page holds a dozen cards in its
 * first response (14 KB), and its reader scans titles; the whole excerpt leads the article.
 */
export function cardTeaser(excerpt: string, locale: string): string {
  const [first] = new Intl.Segmenter(locale, { granularity: 'sentence' }).segment(excerpt);
  const sentence = (first?.segment ?? excerpt).trim();
  if (sentence.length <= cardTeaserLength) return sentence;
  const cut = sentence.lastIndexOf(' ', cardTeaserLength - 1);
  return `${sentence.slice(0, cut > 0 ? cut : cardTeaserLength - 1).replace(/[\s,;:–—-]+$/u, '')}…`;
}

/** Loader-side: the summary of one post (no functions, so it serialises into the page). */
export function postSummary(post: BlogPost, content: Edition): PostSummary {
  return {
    id: post.id,
    href: content.href(blogPostPath(post.id)),
    title: post.title,
    excerpt: cardTeaser(post.excerpt, content.locale),
    category: post.category,
    date: post.date,
    datePublished: post.datePublished,
    readingTime: content.blogCopy.readingTime(post.readingMinutes),
    image: illustration(post.image, illustrationSizes.card),
  };
}

export interface PostCardProps {
  post: PostSummary;
  copy: PostCardCopy;
  headingLevel?: CardProps['headingLevel'];
}

/** A blog post as a linked card: illustration, category, title, date and reading time, excerpt. */
export function PostCard({ post, copy, headingLevel = 3 }: PostCardProps) {
  return (
    <Card
      href={post.href}
      headingLevel={headingLevel}
      title={post.title}
      eyebrow={post.category}
      media={<Image {...post.image} alt="" ratio="16/9" />}
      meta={
        <ArticleMeta
          date={post.date}
          dateTime={post.datePublished}
          readingTime={post.readingTime}
          labels={copy.byline}
        />
      }
      actionLabel={copy.readMore}
    >
      {post.excerpt}
    </Card>
  );
}
