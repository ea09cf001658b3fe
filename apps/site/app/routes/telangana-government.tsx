import { StateGovernmentPage } from '../components/StateGovernmentPage';
import { loadSitePage } from '../lib/loaders';
import { routeMeta } from '../lib/route-meta';
import type { Route } from './+types/telangana-government';

const path = '/telangana-government';

export function loader({ request }: Route.LoaderArgs) {
  const { content, head } = loadSitePage(request, path);
  const { pages, statePages } = content;
  return { head, copy: pages.telangana, state: statePages.telangana };
}

export const meta: Route.MetaFunction = routeMeta;

export default function TelanganaGovernmentPage({ loaderData }: Route.ComponentProps) {
  return <StateGovernmentPage copy={loaderData.copy} state={loaderData.state} />;
}
