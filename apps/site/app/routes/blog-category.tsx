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
import { PostCard, postSummary } from '../components/PostCard';
import { requestEdition } from '../lib/edition';
import { headFor, noIndexHead } from '../lib/head';
import { requireSitePage } from '../lib/loaders';
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

export function loader({ params, request }: Route.LoaderArgs) {
  const content = requestEdition(request);
  const { blogCopy, layoutCopy } = content;
  const category = getCategoryBySlug(params.categoryId, content.blogCategories);
  const posts = category
    ? getPostsByCategory(category.slug, content.blogPosts, content.blogCategories)
    : [];
  if (!category) return emptyCategory(content);
  const record: PageRecord = { kind: 'category', category };
  const trail = breadcrumbTrail(record, content);
  return {
    kind: 'category' as const,
    head: headFor(record, content, { breadcrumbs: trail }),
    category: { name: category.name, slug: category.slug, description: category.description },
    posts: posts.map((post) => postSummary(post, content)),
    otherCategories: categoryLinks(content, category.slug),
    breadcrumbs: breadcrumbLinks(trail, content).map((link, index) =>
      // The last crumb is this page: its name is the category, not the document title.
      index === trail.length - 1 ? { ...link, label: category.name } : link,
    ),
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

export const meta: Route.MetaFunction = routeMeta;

/** Left out of the site search: a list of the category's articles, each indexed on its own. */
export const handle: SearchRouteHandle = { search: false };

export default function BlogCategoryPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'empty') return <EmptyCategory data={loaderData} />;
  const { category, posts, otherCategories, breadcrumbs, copy } = loaderData;
  return (
    <>
      <PageHeader
        breadcrumbs={<Breadcrumbs items={breadcrumbs} label={copy.breadcrumbLabel} />}
        eyebrow={copy.eyebrow}
        title={category.name}
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
