import { blogPath, getCategorySummaries } from '@lumenor/content';
import {
  ArticleMeta,
  ButtonLink,
  Card,
  Cluster,
  Eyebrow,
  Heading,
  Image,
  MediaSplit,
  PageHeader,
  Section,
  Stack,
  Text,
  TextLink,
  VisuallyHidden,
} from '@lumenor/ui';
import { CardGridSection } from '../components/CardGridSection';
import { ListingPageNav } from '../components/ListingPageNav';
import type { NewsletterBoxCopy } from '../components/Newsletter/Newsletter';
import { PostCard, postSummary } from '../components/PostCard';
import { Island } from '../islands/Island';
import { headFor } from '../lib/head';
import { iconSpriteUrl } from '../lib/icon-sprite';
import { listingNav, requestedListingPage } from '../lib/listing';
import { loadSitePage } from '../lib/loaders';
import { illustration, illustrationSizes } from '../lib/photos';
import { routeMeta } from '../lib/route-meta';
import type { SearchRouteHandle } from '../search/route-handle';
import type { Route } from './+types/blog';

/**
 * The blog index, page `segment` of it (routes/blog-page.tsx): every article, newest first, a
 * page of them at a time. The first page opens with the newest as the featured article.
 */
export function blogListing(request: Request, segment: string | undefined) {
  const { content, page, head } = loadSitePage(request, blogPath);
  const { blogCopy, company, newsletterCopy, pages } = content;
  const listed = requestedListingPage(content.blogPosts, blogPath, segment);
  // The first page opens with the newest article; the others are its grid's cards.
  const featured = listed.number === 1 ? listed.items[0] : undefined;
  const rest = featured ? listed.items.slice(1) : listed.items;
  const card = { byline: blogCopy.byline, readMore: blogCopy.readMore };
  return {
    head:
      listed.number === 1
        ? head
        : headFor({ kind: 'page', page, listingPage: listed.number }, content),
    page,
    heading:
      listed.number === 1 ? page.heading : blogCopy.pagination.title(page.heading, listed.number),
    copy: {
      ...pages.blog,
      featuredLabel: blogCopy.featuredLabel,
      readMore: blogCopy.readMore,
      feeds: blogCopy.feeds,
      card,
    },
    featured: featured && {
      ...postSummary(featured, content),
      // The featured article leads with its whole excerpt; the cards below show a teaser.
      excerpt: featured.excerpt,
      image: illustration(featured.image, illustrationSizes.featured),
      author: featured.author.name,
      readMoreAbout: blogCopy.readMoreAbout(featured.title),
    },
    posts: rest.map((post) => postSummary(post, content)),
    pageNav: listingNav(listed, content),
    categories: getCategorySummaries(content.blogPosts, content.blogCategories).map(
      ({ category, count, href }) => ({
        name: category.name,
        slug: category.slug,
        description: category.description,
        href: content.href(href),
        count: blogCopy.articleCount(count),
      }),
    ),
    // The box's copy travels as page data, so no copy module is bundled for the page.
    newsletter: {
      ...blogCopy.newsletter,
      inbox: company.email,
      note: newsletterCopy.note(company.email),
      mail: {
        subject: newsletterCopy.subject,
        body: newsletterCopy.body,
        bodyWithAddress: newsletterCopy.bodyWithAddress,
      },
    } satisfies NewsletterBoxCopy,
  };
}

export function loader({ request }: Route.LoaderArgs) {
  return blogListing(request, undefined);
}

export const meta: Route.MetaFunction = routeMeta;

/** Left out of the site search: a list of the articles, each indexed on its own. */
export const handle: SearchRouteHandle = { search: false };

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { heading, copy, featured, posts, pageNav, categories, newsletter } = loaderData;
  return (
    <>
      <PageHeader eyebrow={copy.hero.eyebrow} title={heading} lead={copy.hero.body}>
        <Cluster gap="small">
          <Text size="small" tone="secondary" as="span">
            {copy.feeds.label}
          </Text>
          <TextLink href={copy.feeds.rss.href} weight="semibold">
            {copy.feeds.rss.label}
          </TextLink>
          <TextLink href={copy.feeds.atom.href} weight="semibold">
            {copy.feeds.atom.label}
          </TextLink>
        </Cluster>
      </PageHeader>

      {featured && (
        <Section>
          <MediaSplit media={<Image {...featured.image} priority />}>
            <Stack gap="medium">
              <Eyebrow>{copy.featuredLabel}</Eyebrow>
              <Heading level={2} id="featured-post">
                {featured.title}
              </Heading>
              <ArticleMeta
                author={featured.author}
                date={featured.date}
                dateTime={featured.datePublished}
                category={{ label: featured.category }}
                readingTime={featured.readingTime}
                labels={copy.card.byline}
              />
              <Text tone="secondary">{featured.excerpt}</Text>
              <div>
                {/* The name says which post (the visible cue alone would be 'Read more', a link
                  text that means nothing out of context); the visible words begin it. */}
                <ButtonLink href={featured.href} iconEnd="arrow-right">
                  <span aria-hidden="true">{copy.readMore}</span>
                  <VisuallyHidden>{featured.readMoreAbout}</VisuallyHidden>
                </ButtonLink>
              </div>
            </Stack>
          </MediaSplit>
        </Section>
      )}

      <CardGridSection
        header={copy.latestSection}
        headingId="latest-articles"
        tone="surface"
        columns={4}
        gap="medium"
        headerGap="xlarge"
        after={pageNav.hrefs.length > 1 && <ListingPageNav nav={pageNav} />}
      >
        {posts.map((post) => (
          <PostCard key={post.id} post={post} copy={copy.card} />
        ))}
      </CardGridSection>

      <CardGridSection
        header={copy.categoriesSection}
        headingId="blog-categories"
        columns={4}
        gap="medium"
        headerGap="xlarge"
      >
        {categories.map((category) => (
          <Card
            key={category.slug}
            href={category.href}
            title={category.name}
            eyebrow={category.count}
            variant="outline"
          >
            {category.description}
          </Card>
        ))}
      </CardGridSection>

      <Section tone="accent" width="narrow" as="div">
        <Island name="newsletter" props={{ iconSprite: iconSpriteUrl, copy: newsletter }} />
      </Section>
    </>
  );
}
