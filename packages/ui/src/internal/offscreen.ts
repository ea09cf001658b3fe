/**
 * For a band of the page (a Section, the site footer): the browser styles, lays out and paints
 * it only when it comes near the viewport. A prerendered page is laid out again in full whenever
 * its stylesheet or a web font arrives; with the bands below the first screen skipped, each of
 * those passes costs the first screen only (a Telugu home page under 4x CPU throttling: about
 * 330 layout objects instead of 570 per pass). The content stays in the document: find in page,
 * a link to an anchor, focus and assistive technology reach it and render it, and a script that
 * measures an element inside gets its real box.
 *
 * Until a band has been rendered once it is sized by the estimate (a band of a few rows of cards,
 * roughly); after that by its last rendered size (`auto`), so the scroll bar settles and nothing
 * above the viewport moves. The band clips what its descendants paint outside it (paint
 * containment): nothing in a band reaches past its own padding, focus rings included.
 *
 * A plain style object: spread it into a `style()`.
 */
export const renderWhenNearViewport = {
  contentVisibility: 'auto',
  containIntrinsicBlockSize: 'auto 50rem',
} as const;
