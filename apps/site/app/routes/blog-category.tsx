import {
  blogCategoryPath,
  blogPath,
  type Edition,
  getCategoryBySlug,
  getOtherCategories,
  getPostsByCategory,
  type PageRecord,
} from '@lumenor/content';
import {
  Breadcrumbs,
  ButtonLink,
  Grid,
  Heading,
  PageHeader,
  Section,
  Stack,
  type Tag,
  TagList,
  Text,
} from '@lumenor/ui';
import { ListingPageNav } from '../components/ListingPageNav';
import { PostCard, postSummary } from '../components/PostCard';
import { requestEdition } from '../lib/edition';
import { headFor, noIndexHead } from '../lib/head';
import { listingNav, requestedListingPage } from '../lib/listing';
import { notFound, requireSitePage } from '../lib/loaders';
import { routeMeta } from '../lib/route-meta';
import { breadcrumbLinks, breadcrumbTrail } from '../lib/structured-data';
import type { SearchRouteHandle } from '../search/route-handle';
import type { Route } from './+types/blog-category';

/** The categories to explore: every category (each has a page), other than `slug`. */
function categoryLinks(content: Edition, slug?: string) {
  return getOtherCategories(slug ?? '', content.blogCategories).map((category) => ({
    label: category.name,
    href: content.href(blogCategoryPath(category.slug)),
  }));
}

/**
 * An address that names no category: the empty state, "No articles found", with a link to all
 * articles and the categories. One page serves every such address with status 404 (see
 * lib/empty-category.ts), so it names none of them.
 */
function emptyCategory(content: Edition) {
  const { blogCopy, layoutCopy } = content;
  return {
    kind: 'empty' as const,
    head: noIndexHead(blogCopy.empty.title, blogCopy.empty.body, content),
    categories: categoryLinks(content),
    breadcrumbs: [
      ...breadcrumbLinks(
        breadcrumbTrail({ kind: 'page', page: requireSitePage(blogPath, content) }, content),
        content,
      ),
      { label: blogCopy.empty.title },
    ],
    copy: {
      breadcrumbLabel: layoutCopy.breadcrumbLabel,
      eyebrow: blogCopy.categoryPage.eyebrow,
      empty: blogCopy.empty,
      categoriesHeading: blogCopy.categoriesHeading,
    },
  };
}

/**
 * A category's page, page `segment` of its articles (routes/blog-category-page.tsx). An unknown
 * category's first page is the empty state; any later page of it answers 404.
 */
export function categoryListing(request: Request, slug: string, segment: string | undefined) {
  const content = requestEdition(request);
  const { blogCopy, layoutCopy } = content;
  const category = getCategoryBySlug(slug, content.blogCategories);
  if (!category) return segment === undefined ? emptyCategory(content) : notFound();
  const posts = getPostsByCategory(category.slug, content.blogPosts, content.blogCategories);
  const listed = requestedListingPage(posts, blogCategoryPath(category.slug), segment);
  const record: PageRecord = { kind: 'category', category, listingPage: listed.number };
  const trail = breadcrumbTrail(record, content);
  const title =
    listed.number === 1 ? category.name : blogCopy.pagination.title(category.name, listed.number);
  return {
    kind: 'category' as const,
    head: headFor(record, content, { breadcrumbs: trail }),
    title,
    category: { name: category.name, slug: category.slug, description: category.description },
    posts: listed.items.map((post) => postSummary(post, content)),
    pageNav: listingNav(listed, content),
    otherCategories: categoryLinks(content, category.slug),
    // The category's crumbs are named as its pages' headings are, not by their document titles.
    breadcrumbs: breadcrumbLinks(trail, content).map((link, index) => {
      if (index === trail.length - 1) return { ...link, label: title };
      return link.href === content.href(blogCategoryPath(category.slug))
        ? { ...link, label: category.name }
        : link;
    }),
    copy: {
      breadcrumbLabel: layoutCopy.breadcrumbLabel,
      eyebrow: blogCopy.categoryPage.eyebrow,
      intro: blogCopy.categoryPage.intro(category.name),
      // A category nobody has written for yet: its page says so and leads to all articles.
      empty: blogCopy.empty,
      otherCategoriesHeading: blogCopy.otherCategoriesHeading,
      card: { byline: blogCopy.byline, readMore: blogCopy.readMore },
    },
  };
}

export function loader({ params, request }: Route.LoaderArgs) {
  return categoryListing(request, params.categoryId, undefined);
}

export const meta: Route.MetaFunction = routeMeta;

/** Left out of the site search: a list of the category's articles, each indexed on its own. */
export const handle: SearchRouteHandle = { search: false };

export default function BlogCategoryPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'empty') return <EmptyCategory data={loaderData} />;
  const { category, title, posts, pageNav, otherCategories, breadcrumbs, copy } = loaderData;
  return (
    <>
      <PageHeader
        breadcrumbs={<Breadcrumbs items={breadcrumbs} label={copy.breadcrumbLabel} />}
        eyebrow={copy.eyebrow}
        title={title}
        lead={category.description}
      />

      <Section>
        {posts.length > 0 ? (
          <Stack gap="large">
            <Heading level={2} size="4" id="category-articles">
              {copy.intro}
            </Heading>
            <Grid columns={3} asList>
              {posts.map((post) => (
                <PostCard key={post.id} post={post} copy={copy.card} />
              ))}
            </Grid>
            {pageNav.hrefs.length > 1 && <ListingPageNav nav={pageNav} />}
          </Stack>
        ) : (
          <Stack gap="medium">
            <Heading level={2} size="4" id="category-articles">
              {copy.empty.title}
            </Heading>
            <Text>{copy.empty.body}</Text>
            <div>
              <ButtonLink href={copy.empty.action.href} iconStart="arrow-left">
                {copy.empty.action.label}
              </ButtonLink>
            </div>
          </Stack>
        )}
      </Section>

      <CategoryBand
        heading={copy.otherCategoriesHeading}
        headingId="other-categories"
        categories={otherCategories}
      />
    </>
  );
}

function EmptyCategory({ data }: { data: ReturnType<typeof emptyCategory> }) {
  const { categories, breadcrumbs, copy } = data;
  return (
    <>
      <PageHeader
        breadcrumbs={<Breadcrumbs items={breadcrumbs} label={copy.breadcrumbLabel} />}
        eyebrow={copy.eyebrow}
        title={copy.empty.title}
        lead={copy.empty.body}
      >
        <div>
          <ButtonLink href={copy.empty.action.href} iconStart="arrow-left">
            {copy.empty.action.label}
          </ButtonLink>
        </div>
      </PageHeader>

      <CategoryBand
        heading={copy.categoriesHeading}
        headingId="blog-categories"
        categories={categories}
      />
    </>
  );
}

/** The band of category links that closes both kinds of category page. */
function CategoryBand({
  heading,
  headingId,
  categories,
}: {
  heading: string;
  headingId: string;
  categories: readonly Tag[];
}) {
  return (
    <Section tone="surface" spacing="compact">
      <Stack gap="medium">
        <Heading level={2} size="3" id={headingId}>
          {heading}
        </Heading>
        <TagList tags={categories} label={heading} />
      </Stack>
    </Section>
  );
}
