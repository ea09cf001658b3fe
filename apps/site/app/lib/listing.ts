import { type Edition, type ListingPage, listingPage, listingPageNumber } from '@lumenor/content';
import { notFound } from './loaders';

/**
 * The page of a list a request asks for: page 1 at the list's own address (no page segment),
 * page `n` at `<list>/page/<n>`. A segment that names no page of the list ('1', '02', one past
 * the last) answers 404, as the static host does for every address the build did not write.
 */
export function requestedListingPage<T>(
  items: readonly T[],
  firstPagePath: string,
  segment: string | undefined,
): ListingPage<T> {
  const number = segment === undefined ? 1 : listingPageNumber(segment);
  const page = number === undefined ? undefined : listingPage(items, firstPagePath, number);
  return page ?? notFound();
}

/** The page navigation of a list as page data (ListingPageNav), in the edition's language. */
export function listingNav(page: ListingPage<unknown>, content: Edition) {
  const { pagination } = content.blogCopy;
  const numbers = Array.from({ length: page.count }, (_, index) => index + 1);
  return {
    label: pagination.label,
    previous: pagination.previous,
    next: pagination.next,
    current: page.number,
    hrefs: numbers.map((number) => content.href(page.pathOf(number))),
    labels: numbers.map((number) => pagination.page(number)),
  };
}

export type ListingNavData = ReturnType<typeof listingNav>;
