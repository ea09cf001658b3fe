import { NotFoundPage } from '../components/NotFoundPage';
import { routeMeta } from '../lib/route-meta';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = routeMeta;

export default function NotFound() {
  return <NotFoundPage />;
}
