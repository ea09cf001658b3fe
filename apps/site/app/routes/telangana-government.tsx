import { StateGovernmentPage } from '../components/StateGovernmentPage';
import { requestEdition } from '../lib/edition';
import { headForPage } from '../lib/head';
import { requireSitePage } from '../lib/loaders';
import { routeMeta } from '../lib/route-meta';
import type { Route } from './+types/telangana-government';

const path = '/telangana-government';

export function loader({ request }: Route.LoaderArgs) {
  const content = requestEdition(request);
  const { pages, statePages } = content;
  const page = requireSitePage(path, content);
  return { head: headForPage(page, content), copy: pages.telangana, state: statePages.telangana };
}

export const meta: Route.MetaFunction = routeMeta;

export default function TelanganaGovernmentPage({ loaderData }: Route.ComponentProps) {
  return <StateGovernmentPage copy={loaderData.copy} state={loaderData.state} />;
}
