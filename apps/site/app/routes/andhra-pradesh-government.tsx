import { StateGovernmentPage } from '../components/StateGovernmentPage';
import { loadSitePage } from '../lib/loaders';
import { routeMeta } from '../lib/route-meta';
import type { Route } from './+types/andhra-pradesh-government';

const path = '/andhra-pradesh-government';

export function loader({ request }: Route.LoaderArgs) {
  const { content, head } = loadSitePage(request, path);
  const { pages, statePages } = content;
  return {
    head,
    copy: pages.andhraPradesh,
    state: statePages.andhraPradesh,
  };
}

export const meta: Route.MetaFunction = routeMeta;

export default function AndhraPradeshGovernmentPage({ loaderData }: Route.ComponentProps) {
  return <StateGovernmentPage copy={loaderData.copy} state={loaderData.state} />;
}
