import {
  allPagePaths,
  blogPostPath,
  type Edition,
  type PageRecord,
  pageEntryOfPath,
  pageRecordForPath,
  pageRecordMeta,
} from '@lumenor/content';
import { Card, Grid, PageHeader, Section, Stack } from '@lumenor/ui';
import { LinkList } from '../components/LinkList';
import { ListingPageNav } from '../components/ListingPageNav';
import { humanSitemapPath as path } from '../lib/config';
import { headFor } from '../lib/head';
import { listingNav, requestedListingPage } from '../lib/listing';
import { loadSitePage } from '../lib/loaders';
import { routeMeta } from '../lib/route-meta';
import type { SearchRouteHandle } from '../search/route-handle';
import type { Route } from './+types/sitemap';

/**
 * Every page the human sitemap can list, in one language: its record, group, address and title.
 * Worked out once per language and kept, not once per page of the sitemap: with 2,000 articles per
 * language that was 4,000 paths looked up among 4,000 articles for each of its 170 pages, and a
 * page's prerender request ran past React Router's 10 seconds on a loaded machine.
 */
const sitemapEntriesOf = new WeakMap<Edition, ReturnType<typeof listableEntries>>();

function listableEntries(content: Edition) {
  const postsByPath = new Map(content.blogPosts.map((post) => [blogPostPath(post.id), post]));
  return allPagePaths().flatMap((pagePath) => {
    const post = postsByPath.get(pagePath);
    const record: PageRecord | undefined = post
      ? { kind: 'post', post }
      : pageRecordForPath(pagePath, content);
    // The group a page is listed in, from the page table; none for a page kept out of sitemaps.
    const entry = pageEntryOfPath(pagePath)?.entry;
    const section = entry?.inSitemap ? entry.section : undefined;
    const href = content.href(pagePath);
    // The home page's document title is a long description; the navigation calls it 'Home'.
    const navLabel = content.mainNavigation.find((item) => item.href === href && pagePath === '/');
    const title = navLabel?.label ?? (record && pageRecordMeta(record, content.blogCopy).title);
    return record && section && title ? [{ record, section, href, label: title }] : [];
  });
}

function listable(content: Edition) {
  const known = sitemapEntriesOf.get(content);
  if (known) return known;
  const entries = listableEntries(content);
  sitemapEntriesOf.set(content, entries);
  return entries;
}

/**
 * The human sitemap, page `segment` of it (routes/sitemap-page.tsx). The articles come a page of
 * them at a time, as on the blog; the first page also lists every other page, the later pages
 * only their articles.
 */
export function sitemapListing(request: Request, segment: string | undefined) {
  const { content, page, head } = loadSitePage(request, path);
  const copy = content.pages.sitemap;
  const listed = requestedListingPage(content.blogPosts, path, segment);
  const listedPosts = new Set(listed.items);
  const order = Object.keys(copy.groupHeadings) as Array<keyof typeof copy.groupHeadings>;
  // A list's later pages are reached from its first; articles are listed on their page here.
  const entries = listable(content).filter(({ record }) =>
    record.kind === 'post'
      ? listedPosts.has(record.post)
      : listed.number === 1 && !record.listingPage,
  );
  return {
    head:
      listed.number === 1
        ? head
        : headFor({ kind: 'page', page, listingPage: listed.number }, content),
    heading:
      listed.number === 1
        ? page.heading
        : content.blogCopy.pagination.title(page.heading, listed.number),
    pageNav: listingNav(listed, content),
    lead: copy.hero.body,
    groups: order
      .map((section) => ({
        id: `sitemap-${section}`,
        heading: copy.groupHeadings[section],
        links: entries
          .filter((entry) => entry.section === section)
          .map(({ href, label }) => ({ href, label })),
      }))
      // Long groups (the blog's posts and categories) get the full width and two columns.
      .map((group) => ({ ...group, isLong: group.links.length > 10 }))
      .filter((group) => group.links.length > 0),
    machineReadable: copy.machineReadable,
  };
}

export function loader({ request }: Route.LoaderArgs) {
  return sitemapListing(request, undefined);
}

export const meta: Route.MetaFunction = routeMeta;

/** Left out of the site search: a list of every other page. */
export const handle: SearchRouteHandle = { search: false };

interface Group {
  id: string;
  heading: string;
  isLong: boolean;
  links: Array<{ href: string; label: string }>;
}

function SitemapGroup({ group }: { group: Group }) {
  return (
    <Card id={group.id} headingLevel={2} title={group.heading} variant="outline">
      <LinkList links={group.links} columns={group.isLong ? 2 : 1} />
    </Card>
  );
}

export default function SitemapPage({ loaderData }: Route.ComponentProps) {
  const { heading, pageNav, lead, groups, machineReadable } = loaderData;
  return (
    <>
      <PageHeader title={heading} lead={lead} />
      <Section>
        <Stack gap="xlarge">
          <Grid columns={3} gap="large">
            {groups
              .filter((group) => !group.isLong)
              .map((group) => (
                <SitemapGroup key={group.id} group={group} />
              ))}
          </Grid>
          {groups
            .filter((group) => group.isLong)
            .map((group) => (
              <SitemapGroup key={group.id} group={group} />
            ))}
          {pageNav.hrefs.length > 1 && <ListingPageNav nav={pageNav} />}
          <Card
            id="sitemap-machine-readable"
            headingLevel={2}
            title={machineReadable.heading}
            variant="surface"
          >
            <LinkList links={machineReadable.links} />
          </Card>
        </Stack>
      </Section>
    </>
  );
}
