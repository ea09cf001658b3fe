import { getPostById } from '@lumenor/content';
import { Heading, Section } from '@lumenor/ui';
import { headForPath } from '../lib/head';
import { notFound } from '../lib/loaders';
import { routeMeta } from '../lib/route-meta';
import type { Route } from './+types/blog-post';

export function loader({ params }: Route.LoaderArgs) {
  const post = getPostById(params.postId);
  if (!post) notFound();
  return { head: headForPath(`/blog/${post.id}`), post };
}

export const meta: Route.MetaFunction = routeMeta;

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  return (
    <Section>
      <Heading level={1}>{post.title}</Heading>
    </Section>
  );
}
