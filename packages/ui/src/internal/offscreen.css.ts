import { style } from '@vanilla-extract/css';
import { bandRenderingAttribute, bandsNearViewport } from '../bandRendering/bandRendering.js';
import { space } from '../themes/tokens.js';

/** The root once `bandRenderingScript` has let the bands wait (a fresh visit), as a selector. */
export const freshVisit = `:root[${bandRenderingAttribute}="${bandsNearViewport}"]`;

/**
 * An element placed against the viewport (a toast region) that can sit inside a band: compose it
 * rather than writing `position: fixed`. A band that renders only near the viewport contains its
 * content's layout, which would place such an element against the band instead: a band holding
 * one renders as usual.
 */
export const placedAgainstViewport = style({ position: 'fixed' });

/**
 * For a band of the page (a Section, the site footer), once `bandRenderingScript` has allowed it on
 * a fresh visit: the browser styles, lays out and paints the band only when it comes near the
 * viewport. A prerendered page is laid out again whenever its stylesheet or a web font arrives;
 * with the bands below the first screen skipped, each of those passes costs the first screen only.
 * The content stays in the document: find in page, a link to an anchor, focus and assistive
 * technology reach it and render it, and a script that measures an element inside gets its real
 * box.
 *
 * Until a band has been rendered once it is sized by the estimate (a band of a few rows of cards,
 * roughly); after that by its last rendered size (`auto`), so the scroll bar settles and nothing
 * above the viewport moves. The band clips what its descendants paint outside it (paint
 * containment): nothing in a band reaches past its own padding, focus rings included.
 *
 * Only for a band whose text is set on the page's light colours: a band with light text on a dark
 * background of its own (the brand tone, the site footer) renders as usual. Contrast checkers
 * (axe, in Lighthouse) cannot see the background behind text the browser has not rendered yet, and
 * compare that text with white: light text failed them on every page, though no reader ever sees
 * it so (apps/site/e2e/band-rendering.spec.ts runs axe on a fresh visit).
 *
 * A plain style object: spread it into a `style()` or a recipe's variant.
 */
export const renderWhenNearViewport = {
  // On screen only: a printed page renders every band.
  '@media': {
    screen: {
      selectors: {
        [`${freshVisit} &:not(:has(${placedAgainstViewport}))`]: {
          contentVisibility: 'auto',
          containIntrinsicBlockSize: 'auto 50rem',
        },
      },
    },
  },
} as const;

/**
 * The same for each cell of a grid of cards (`Grid`), for a `globalStyle` on the cells under
 * `freshVisit`: a band near the viewport renders only the rows near it too, so a long grid's rows
 * further down cost nothing while the page loads. A cell is sized by the estimate of a card until
 * first rendered. Its paint is clipped a margin outside its box, not at it (`overflow-clip-margin`):
 * a card's shadow, a lift on hover and a focus ring drawn outside it show whole.
 */
export const renderCellWhenNearViewport = {
  '@media': {
    screen: {
      contentVisibility: 'auto',
      containIntrinsicBlockSize: 'auto 20rem',
      overflowClipMargin: space.large,
    },
  },
} as const;
