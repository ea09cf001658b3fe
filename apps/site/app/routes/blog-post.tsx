import {
  blogCategoryPath,
  blogPostPath,
  getAdjacentPosts,
  getCategoryByName,
  getPostById,
  getRelatedPosts,
} from '@lumenor/content';
import {
  ArticleMeta,
  AuthorBox,
  Breadcrumbs,
  CallToAction,
  Grid,
  Image,
  PageHeader,
  PostNav,
  Section,
  SectionHeader,
  Stack,
} from '@lumenor/ui';
import { ArticleBody } from '../components/ArticleBody';
import { PostCard, postCardCopy, postSummary } from '../components/PostCard';
import { requestEdition } from '../lib/edition';
import { headForPath } from '../lib/head';
import { notFound } from '../lib/loaders';
import { routeMeta } from '../lib/route-meta';
import { breadcrumbTrail } from '../lib/structured-data';
import { type SearchRouteHandle, searchIgnoreAttribute } from '../search/route-handle';
import type { Route } from './+types/blog-post';

export function loader({ params, request }: Route.LoaderArgs) {
  const content = requestEdition(request);
  const { blogCopy, layoutCopy } = content;
  const post = getPostById(params.postId, content.blogPosts);
  if (!post) notFound();
  const path = blogPostPath(post.id);
  const category = getCategoryByName(post.category, content.blogCategories);
  if (!category) throw new Error(`${post.id}: no category named '${post.category}'`);
  const { previous, next } = getAdjacentPosts(post.id, content.blogPosts);
  const target = (adjacent: typeof previous) =>
    adjacent ? { href: content.href(blogPostPath(adjacent.id)), title: adjacent.title } : undefined;
  return {
    head: headForPath(path, content),
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
      image: post.image,
    },
    breadcrumbs: breadcrumbTrail(path, content).map((crumb) => ({
      label: crumb.name,
      href: content.href(crumb.path),
    })),
    navigation: { previous: target(previous), next: target(next) },
    related: getRelatedPosts(post.id, 3, content.blogPosts).map((related) =>
      postSummary(related, content),
    ),
    copy: {
      breadcrumbLabel: layoutCopy.breadcrumbLabel,
      externalLinkNote: layoutCopy.externalLinkNote,
      metaLabels: {
        author: blogCopy.byline.by,
        date: blogCopy.byline.published,
        category: blogCopy.byline.category,
      },
      authorHeading: blogCopy.authorHeading,
      postNavigation: blogCopy.postNavigation,
      relatedHeading: blogCopy.relatedHeading,
      card: postCardCopy(blogCopy),
      cta: blogCopy.cta,
    },
  };
}

export const meta: Route.MetaFunction = routeMeta;

/** Indexed by the site search as an article. */
export const handle: SearchRouteHandle = { search: 'article' };

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, breadcrumbs, navigation, related, copy } = loaderData;
  return (
    <>
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
          labels={copy.metaLabels}
        />
      </PageHeader>

      <Section spacing="compact" width="prose">
        <Stack gap="xlarge">
          <Image
            src={post.image.src}
            alt={post.image.alt}
            width={post.image.width}
            height={post.image.height}
            radius="large"
            priority
          />
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
        <Section tone="surface">
          <Stack gap="xlarge">
            <SectionHeader heading={copy.relatedHeading} headingId="related-articles" />
            <Grid columns={3} asList>
              {related.map((relatedPost) => (
                <PostCard key={relatedPost.id} post={relatedPost} copy={copy.card} />
              ))}
            </Grid>
          </Stack>
        </Section>

        <Section>
          <CallToAction
            heading={copy.cta.heading}
            body={copy.cta.body}
            primaryAction={copy.cta.action}
          />
        </Section>
      </div>
    </>
  );
}
