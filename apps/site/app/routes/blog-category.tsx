import { getCategoryBySlug } from '@lumenor/content';
import { Container, Heading, Section } from '@lumenor/ui';
import { NotFoundPage } from '../components/NotFoundPage';
import { headForPath } from '../lib/head';
import type { Route } from './+types/blog-category';

export const meta = ({ params }: Route.MetaArgs) =>
  headForPath(`/blog/category/${params.categoryId}`);

export default function BlogCategoryPage({ params }: Route.ComponentProps) {
  const category = getCategoryBySlug(params.categoryId);
  if (!category) return <NotFoundPage />;
  return (
    <Section>
      <Container>
        <Heading level={1}>{category.name}</Heading>
      </Container>
    </Section>
  );
}
