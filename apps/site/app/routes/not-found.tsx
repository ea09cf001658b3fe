import { NotFoundPage } from '../components/NotFoundPage';
import { routeMeta } from '../lib/route-meta';
import type { SearchRouteHandle } from '../search/route-handle';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = routeMeta;

/** Left out of the site search. */
export const handle: SearchRouteHandle = { search: false };

export default function NotFound() {
  return <NotFoundPage />;
}
