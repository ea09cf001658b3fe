import {
  allPagePaths,
  getSitePage,
  industryPages,
  pageMetaForPath,
  pages,
  type SiteSection,
} from '@lumenor/content';
import { Card, Grid, List, PageHeader, Section, Stack, TextLink } from '@lumenor/ui';
import { headForPath } from '../lib/head';
import { requireSitePage } from '../lib/loaders';
import { routeMeta } from '../lib/route-meta';
import type { Route } from './+types/sitemap';

const path = '/sitemap';

/** Blog posts and categories have no static record; they belong to the blog group. */
function sectionOf(pagePath: string): SiteSection | undefined {
  const page = getSitePage(pagePath) ?? getSitePage(pagePath, industryPages);
  if (page) return page.inSitemap ? page.section : undefined;
  return pagePath.startsWith('/blog') ? 'blog' : undefined;
}

export function loader() {
  const copy = pages.sitemap;
  const order = Object.keys(copy.groupHeadings) as Array<keyof typeof copy.groupHeadings>;
  const entries = allPagePaths().flatMap((pagePath) => {
    const section = sectionOf(pagePath);
    const title = pageMetaForPath(pagePath)?.title;
    return section && title ? [{ section, href: pagePath, label: title }] : [];
  });
  return {
    head: headForPath(path),
    page: requireSitePage(path),
    lead: copy.hero.body,
    groups: order
      .map((section) => ({
        id: `sitemap-${section}`,
        heading: copy.groupHeadings[section],
        links: entries
          .filter((entry) => entry.section === section)
          .map(({ href, label }) => ({ href, label })),
      }))
      .filter((group) => group.links.length > 0),
    machineReadable: copy.machineReadable,
  };
}

export const meta: Route.MetaFunction = routeMeta;

export default function SitemapPage({ loaderData }: Route.ComponentProps) {
  const { page, lead, groups, machineReadable } = loaderData;
  return (
    <>
      <PageHeader title={page.heading} lead={lead} />
      <Section>
        <Stack gap="xlarge">
          <Grid columns={3} gap="large">
            {groups.map((group) => (
              <Card
                key={group.id}
                id={group.id}
                headingLevel={2}
                title={group.heading}
                variant="outline"
              >
                <nav aria-labelledby={group.id}>
                  <List
                    marker="none"
                    items={group.links.map((link) => (
                      <TextLink key={link.href} href={link.href}>
                        {link.label}
                      </TextLink>
                    ))}
                  />
                </nav>
              </Card>
            ))}
          </Grid>
          <Card
            id="sitemap-machine-readable"
            headingLevel={2}
            title={machineReadable.heading}
            variant="surface"
          >
            <List
              marker="none"
              items={machineReadable.links.map((link) => (
                <TextLink key={link.href} href={link.href}>
                  {link.label}
                </TextLink>
              ))}
            />
          </Card>
        </Stack>
      </Section>
    </>
  );
}
