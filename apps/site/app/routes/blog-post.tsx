import {
  blogCategoryPath,
  blogPostPath,
  getAdjacentPosts,
  getCategoryByName,
  getPostById,
  getRelatedPosts,
  type PageRecord,
} from '@lumenor/content';
import {
  ArticleMeta,
  AuthorBox,
  Breadcrumbs,
  Image,
  PageHeader,
  PostNav,
  Section,
  Stack,
} from '@lumenor/ui';
import { ArticleBody } from '../components/ArticleBody';
import { CardGridSection } from '../components/CardGridSection';
import { PageCallToAction } from '../components/PageCallToAction';
import { PostCard, postSummary } from '../components/PostCard';
import { PreviewNotice, previewNoticeOf } from '../components/PreviewNotice';
import { requestEdition } from '../lib/edition';
import { headFor } from '../lib/head';
import { notFound } from '../lib/loaders';
import { illustration, illustrationSizes } from '../lib/photos';
import { routeMeta } from '../lib/route-meta';
import { breadcrumbLinks, breadcrumbTrail } from '../lib/structured-data';
import { type SearchRouteHandle, searchIgnoreAttribute } from '../search/route-handle';
import type { Route } from './+types/blog-post';

export function loader({ params, request }: Route.LoaderArgs) {
  const content = requestEdition(request);
  const { blogCopy, layoutCopy } = content;
  const post = getPostById(params.postId, content.blogPosts);
  if (!post) notFound();
  const record: PageRecord = { kind: 'post', post };
  const trail = breadcrumbTrail(record, content);
  const category = getCategoryByName(post.category, content.blogCategories);
  if (!category) throw new Error(`${post.id}: no category named '${post.category}'`);
  const { previous, next } = getAdjacentPosts(post.id, content.blogPosts);
  const target = (adjacent: typeof previous) =>
    adjacent ? { href: content.href(blogPostPath(adjacent.id)), title: adjacent.title } : undefined;
  return {
    head: headFor(record, content, { breadcrumbs: trail }),
    previewNotice: previewNoticeOf(post, blogCopy.previewNotice),
    post: {
      id: post.id,
      title: post.title,
      excerpt: post.excerpt,
      body: post.body,
      date: post.date,
      datePublished: post.datePublished,
      readingTime: blogCopy.readingTime(post.readingMinutes),
      author: post.author,
      category: { label: post.category, href: content.href(blogCategoryPath(category.slug)) },
      image: illustration(post.image, illustrationSizes.article),
    },
    breadcrumbs: breadcrumbLinks(trail, content),
    navigation: { previous: target(previous), next: target(next) },
    related: getRelatedPosts(post.id, 3, content.blogPosts).map((related) =>
      postSummary(related, content),
    ),
    copy: {
      breadcrumbLabel: layoutCopy.breadcrumbLabel,
      externalLinkNote: layoutCopy.externalLinkNote,
      byline: blogCopy.byline,
      authorHeading: blogCopy.authorHeading,
      postNavigation: blogCopy.postNavigation,
      relatedHeading: blogCopy.relatedHeading,
      card: { byline: blogCopy.byline, readMore: blogCopy.readMore },
      cta: blogCopy.cta,
    },
  };
}

export const meta: Route.MetaFunction = routeMeta;

/** Indexed by the site search as an article. */
export const handle: SearchRouteHandle = { search: 'article' };

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, previewNotice, breadcrumbs, navigation, related, copy } = loaderData;
  return (
    <>
      {previewNotice && <PreviewNotice notice={previewNotice} />}
      <PageHeader
        breadcrumbs={<Breadcrumbs items={breadcrumbs} label={copy.breadcrumbLabel} />}
        title={post.title}
        lead={post.excerpt}
      >
        <ArticleMeta
          author={post.author.name}
          date={post.date}
          dateTime={post.datePublished}
          category={post.category}
          readingTime={post.readingTime}
          labels={copy.byline}
        />
      </PageHeader>

      <Section spacing="compact" width="prose">
        <Stack gap="xlarge">
          <Image {...post.image} radius="large" priority />
          <ArticleBody body={post.body} externalLinkNote={copy.externalLinkNote} />
          <AuthorBox
            kicker={copy.authorHeading}
            name={post.author.name}
            role={post.author.role}
            bio={post.author.bio}
          />
          <PostNav
            label={copy.postNavigation.label}
            previous={navigation.previous}
            next={navigation.next}
            previousLabel={copy.postNavigation.previous}
            nextLabel={copy.postNavigation.next}
            all={copy.postNavigation.allPosts}
          />
        </Stack>
      </Section>

      {/* Other articles and the blog's own call to action: not this article's text for search. */}
      <div {...{ [searchIgnoreAttribute]: '' }}>
        <CardGridSection
          header={{ heading: copy.relatedHeading }}
          headingId="related-articles"
          tone="surface"
          headerGap="xlarge"
        >
          {related.map((relatedPost) => (
            <PostCard key={relatedPost.id} post={relatedPost} copy={copy.card} />
          ))}
        </CardGridSection>

        <PageCallToAction cta={copy.cta} />
      </div>
    </>
  );
}
