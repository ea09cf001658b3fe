import type { Route } from './+types/blog-page';
import { blogListing } from './blog';

/**
 * Page 2 onwards of the blog index ('/blog/page/<n>'): the index's module, on a later page of
 * the articles. Page 1 is '/blog' alone: '/blog/page/1', and any page past the last, answer 404.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  return blogListing(request, params.pageNumber);
}

export { default, handle, meta } from './blog';
