import type { Route } from './+types/blog-category-page';
import { categoryListing } from './blog-category';

/**
 * Page 2 onwards of a category ('/blog/category/<slug>/page/<n>'): the category page's module,
 * on a later page of its articles. '…/page/1', a page past the last and an unknown category's
 * later pages answer 404.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  return categoryListing(request, params.categoryId, params.pageNumber);
}

export { default, handle, meta } from './blog-category';
