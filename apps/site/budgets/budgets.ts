import { KB } from './route-bytes.ts';

/**
 * Byte budgets of every prerendered page (gzip level 9, 1 KB = 1024 bytes), enforced by
 * built-site/byte-budgets.test.ts in CI; route-bytes.ts says what each figure counts.
 */
export const byteBudgets = {
  /** JavaScript a page loads without any interaction (the islands' loader). */
  initialJsPerPage: 30 * KB,
  /**
   * JavaScript a page has loaded once every island's trigger has fired (React included). 92 KB
   * since November 2026 (was 90): the form pages reached 91.3 KB when the contact form learned to
   * survive its own code failing to load and to count text past a field's limit, and the header
   * gained focus containment and the scroll-opened dropdown.
   */
  allIslandsJsPerPage: 92 * KB,
  /**
   * The search engine (the `search-engine` chunk: app/search/page-search.ts, which reads the
   * prebuilt index), loaded only when a visitor opens search, and so not counted in the
   * every-island budget above.
   */
  searchEngineJs: 7 * KB,
  /**
   * What a visitor's first search downloads (built-site/first-search.test.ts): the search's code,
   * and of the index the list of word shards, the query's shard and its results' page files. It
   * holds at 2,000 articles per language too (the word shards are capped, the rest does not grow).
   */
  firstSearch: 100 * KB,
  /** CSS of a page (its `<style>` elements). */
  cssPerPage: 20 * KB,
  /** The HTML document of the home page, its inline CSS included. */
  homeHtml: 30 * KB,
  /**
   * The HTML document of every page with its first-screen CSS, as the server sends it (brotli, which
   * every browser accepts), and the headers `_headers` gives it: the first response of a new
   * connection. The aim is the first round trip (about 14 KB, ten TCP segments). Measured by
   * built-site/first-responses.test.ts. 15.5 KB since November 2026: the budget was 14 KB of
   * document alone, leaving out 3.1 KB of headers (2.5 KB of them the site-wide policy, largest
   * first response 17.3 KB); the policy moved into each page's head (0.5 KB brotli), and the
   * largest first response, a Telugu post, is 15.3 KB with its headers.
   */
  firstResponse: 15.5 * KB,
  /**
   * The first response of every page of a list (the blog, its categories, the human sitemap, and
   * each of their later pages): the first round trip, 14 KB. A list page holds a dozen cards
   * whatever the blog's size, each with a one-sentence teaser (components/PostCard.tsx); the
   * growth benchmark's largest, a Telugu blog page, measured 14.4 KB before the teasers.
   */
  listingFirstResponse: 14 * KB,
} as const;

/**
 * What `pnpm bench` holds each page's LCP to, against pages measured in the same run (the
 * report marks a miss). The targets on a page's own figures (TBT, CLS, LCP, score) are Lighthouse
 * CI assertions in lighthouserc.json.
 */
export const lcpTargets = {
  /** At most this much above the same page with every script removed (its no-JS twin). */
  overNoJs: 0.05,
  /** At most this much above the bare-HTML limit page (bench-limit.html). */
  overLimit: 0.25,
  /** A Telugu page at most this much above its English twin. */
  teluguOverEnglish: 0.05,
} as const;
