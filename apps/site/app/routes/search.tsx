import { Card, PageHeader, ScriptOnly, Section, Stack, Text } from '@lumenor/ui';
import { LinkList } from '../components/LinkList';
import { Island } from '../islands/Island';
import { iconSpriteUrl } from '../lib/icon-sprite';
import { loadSitePage } from '../lib/loaders';
import { routeMeta } from '../lib/route-meta';
import type { SearchRouteHandle } from '../search/route-handle';
import type { Route } from './+types/search';

const path = '/search';

export function loader({ request }: Route.LoaderArgs) {
  const { content, page, head } = loadSitePage(request, path);
  const { layoutCopy, mainNavigation, pages } = content;
  const { noScript, browse, ...searchCopy } = layoutCopy.search;
  return {
    head,
    page,
    lead: pages.search.hero.body,
    searchCopy,
    noScript,
    browse: {
      heading: browse.heading,
      intro: browse.intro,
      // The sitemap, then the main sections of the navigation.
      links: [browse.sitemap, ...mainNavigation.map(({ label, href }) => ({ label, href }))],
    },
  };
}

export const meta: Route.MetaFunction = routeMeta;

/** Left out of the site search: it is the search. */
export const handle: SearchRouteHandle = { search: false };

/**
 * The search page. With JavaScript, its island shows a search form and the results for the
 * address's `?q=` (the header's dialog sends Enter here); without it, the page says so and links
 * the sitemap and the main sections.
 */
export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { page, lead, searchCopy, noScript, browse } = loaderData;
  return (
    <>
      <PageHeader title={page.heading} lead={lead} />
      <Section spacing="compact" width="prose">
        <Stack gap="xlarge">
          <noscript>
            <Text>{noScript}</Text>
          </noscript>
          <ScriptOnly>
            <Island
              name="search-page"
              on="idle"
              props={{ iconSprite: iconSpriteUrl, copy: searchCopy }}
            />
          </ScriptOnly>
          <Card title={browse.heading} headingLevel={2} variant="surface">
            <Stack gap="medium">
              <Text>{browse.intro}</Text>
              <LinkList links={browse.links} />
            </Stack>
          </Card>
        </Stack>
      </Section>
    </>
  );
}
