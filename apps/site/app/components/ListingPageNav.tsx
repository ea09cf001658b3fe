import { Pagination } from '@lumenor/ui';
import type { ListingNavData } from '../lib/listing';

/** The navigation between the pages of a list (the blog, a category, the sitemap). */
export function ListingPageNav({ nav }: { nav: ListingNavData }) {
  return (
    <Pagination
      label={nav.label}
      current={nav.current}
      count={nav.hrefs.length}
      hrefOf={(page) => nav.hrefs[page - 1] ?? ''}
      previousLabel={nav.previous}
      nextLabel={nav.next}
      pageLabel={(page) => nav.labels[page - 1] ?? ''}
    />
  );
}
