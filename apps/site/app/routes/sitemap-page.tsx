import type { Route } from './+types/sitemap-page';
import { sitemapListing } from './sitemap';

/**
 * Page 2 onwards of the human sitemap ('/sitemap/page/<n>'): the sitemap's module, on a later
 * page of the articles. '/sitemap/page/1' and any page past the last answer 404.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  return sitemapListing(request, params.pageNumber);
}

export { default, handle, meta } from './sitemap';
