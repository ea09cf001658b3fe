import { getPostById } from '@lumenor/content';
import { Container, Heading, Section } from '@lumenor/ui';
import { NotFoundPage } from '../components/NotFoundPage';
import { headForPath } from '../lib/head';
import { blogPostingJsonLd } from '../lib/structured-data';
import type { Route } from './+types/blog-post';

export const meta = ({ params }: Route.MetaArgs) =>
  headForPath(`/blog/${params.postId}`, { jsonLd: [blogPostingJsonLd(params.postId)] });

export default function BlogPostPage({ params }: Route.ComponentProps) {
  const post = getPostById(params.postId);
  if (!post) return <NotFoundPage />;
  return (
    <Section>
      <Container>
        <Heading level={1}>{post.title}</Heading>
      </Container>
    </Section>
  );
}
