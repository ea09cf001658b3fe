import {
  blogCategoryPath,
  blogCopy,
  getCategoryBySlug,
  getOtherCategories,
  getPostsByCategory,
  layoutCopy,
} from '@lumenor/content';
import {
  Breadcrumbs,
  ButtonLink,
  Card,
  Grid,
  Heading,
  PageHeader,
  Section,
  Stack,
  TagList,
} from '@lumenor/ui';
import { PostCard, postCardCopy, postSummary } from '../components/PostCard';
import { headForPath } from '../lib/head';
import { notFound } from '../lib/loaders';
import { routeMeta } from '../lib/route-meta';
import { breadcrumbTrail } from '../lib/structured-data';
import type { Route } from './+types/blog-category';

export function loader({ params }: Route.LoaderArgs) {
  const category = getCategoryBySlug(params.categoryId);
  if (!category) notFound();
  const path = blogCategoryPath(category.slug);
  return {
    head: headForPath(path),
    category: { name: category.name, slug: category.slug, description: category.description },
    posts: getPostsByCategory(category.slug).map((post) => postSummary(post, blogCopy)),
    otherCategories: getOtherCategories(category.slug).map((other) => ({
      label: other.name,
      href: blogCategoryPath(other.slug),
    })),
    breadcrumbs: breadcrumbTrail(path).map((crumb, index, trail) => ({
      // The last crumb is this page: its name is the category, not the document title.
      label: index === trail.length - 1 ? category.name : crumb.name,
      href: crumb.path,
    })),
    copy: {
      breadcrumbLabel: layoutCopy.breadcrumbLabel,
      eyebrow: blogCopy.categoryPage.eyebrow,
      intro: blogCopy.categoryPage.intro(category.name),
      empty: blogCopy.empty,
      otherCategoriesHeading: blogCopy.otherCategoriesHeading,
      card: postCardCopy(blogCopy),
    },
  };
}

export const meta: Route.MetaFunction = routeMeta;

export default function BlogCategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, posts, otherCategories, breadcrumbs, copy } = loaderData;
  return (
    <>
      <PageHeader
        breadcrumbs={<Breadcrumbs items={breadcrumbs} label={copy.breadcrumbLabel} />}
        eyebrow={copy.eyebrow}
        title={category.name}
        lead={category.description}
      />

      <Section labelledBy={posts.length > 0 ? 'category-articles' : 'category-empty'}>
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
          <Card
            id="category-empty"
            headingLevel={2}
            title={copy.empty.title}
            variant="surface"
            align="center"
            footer={
              <ButtonLink href={copy.empty.action.href} iconStart="arrow-left">
                {copy.empty.action.label}
              </ButtonLink>
            }
          >
            {copy.empty.body}
          </Card>
        )}
      </Section>

      <Section tone="surface" spacing="compact" labelledBy="other-categories">
        <Stack gap="medium">
          <Heading level={2} size="3" id="other-categories">
            {copy.otherCategoriesHeading}
          </Heading>
          <TagList tags={otherCategories} label={copy.otherCategoriesHeading} />
        </Stack>
      </Section>
    </>
  );
}
