import { getCategoryBySlug } from '@lumenor/content';
import { Heading, Section } from '@lumenor/ui';
import { headForPath } from '../lib/head';
import { notFound } from '../lib/loaders';
import { routeMeta } from '../lib/route-meta';
import type { Route } from './+types/blog-category';

export function loader({ params }: Route.LoaderArgs) {
  const category = getCategoryBySlug(params.categoryId);
  if (!category) notFound();
  return { head: headForPath(`/blog/category/${category.slug}`), category };
}

export const meta: Route.MetaFunction = routeMeta;

export default function BlogCategoryPage({ loaderData }: Route.ComponentProps) {
  const { category } = loaderData;
  return (
    <Section>
      <Heading level={1}>{category.name}</Heading>
    </Section>
  );
}
