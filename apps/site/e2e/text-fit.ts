import type { CDPSession, Page } from '@playwright/test';

/**
 * Measures whether a page's text still fits once a reader has enlarged or spaced it: text-only zoom
 * (WCAG 1.4.4) and the text-spacing styles (WCAG 1.4.12). Used by the page sweep (page-checks.ts).
 */

/** Text-only zoom: Chromium's default font size, as a reader sets it in the browser's settings. */
export async function setTextSize(session: CDPSession, factor: number): Promise<void> {
  await session.send('Page.setFontSizes', {
    fontSizes: { standard: 16 * factor, fixed: 13 * factor },
  });
}

/** The WCAG text-spacing bookmarklet's styles: the most a reader may ask of 1.4.12. */
export const textSpacingCss = `
  * {
    line-height: 1.5 !important;
    letter-spacing: 0.12em !important;
    word-spacing: 0.16em !important;
  }
  p { margin-block-end: 2em !important; }
`;

/**
 * Every way the page's text fails to fit, as readable lines (empty when it all fits):
 * - the page scrolls sideways;
 * - text lies outside a box that clips it (overflow hidden or clip, ellipsis, line clamp);
 * - text lies beyond the left or right edge of the screen;
 * - two pieces of text cover each other.
 * Text in a box that scrolls (a wide table, a code block) is reachable and counts as fitting.
 * `skip` names parts of the page left out of the check (a CSS selector list); they are put back
 * afterwards.
 */
export function textFitProblems(page: Page, skip = ''): Promise<string[]> {
  return page.evaluate((skipSelector) => {
    const problems: string[] = [];
    const root = document.documentElement;
    // Left-out parts are taken out of the layout, so they cannot widen the page either.
    const leftOut = skipSelector ? [...document.querySelectorAll<HTMLElement>(skipSelector)] : [];
    const displays = leftOut.map((element) => element.style.display);
    for (const element of leftOut) element.style.display = 'none';
    const viewportWidth = root.clientWidth;
    if (root.scrollWidth > viewportWidth + 1) {
      problems.push(`the page scrolls sideways: ${root.scrollWidth} px wide in ${viewportWidth}`);
    }

    /** A short name for an element that a reader of the report can find. */
    const nameOf = (element: Element): string => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const id = element.id ? `#${element.id}` : '';
      return `<${element.tagName.toLowerCase()}${id}> "${text}"`;
    };

    const clips = (value: string) => value === 'hidden' || value === 'clip';
    const scrolls = (value: string) => value === 'auto' || value === 'scroll';

    /** What an element's ancestors (itself included) do to the text inside it; computed once. */
    interface Context {
      /** Hidden from sight on purpose: visually hidden text, invisible parts. */
      hidden: boolean;
      fixed: boolean;
      inScroller: boolean;
      clippers: Element[];
    }
    const contexts = new Map<Element, Context>();
    const contextOf = (element: Element): Context => {
      const known = contexts.get(element);
      if (known) return known;
      const parent = element.parentElement;
      const inherited: Context = parent
        ? contextOf(parent)
        : { hidden: false, fixed: false, inScroller: false, clippers: [] };
      const style = getComputedStyle(element);
      const clipper =
        clips(style.overflowX) || clips(style.overflowY) || style.textOverflow === 'ellipsis';
      const context: Context = {
        hidden:
          inherited.hidden ||
          style.visibility === 'hidden' ||
          style.opacity === '0' ||
          (style.clip !== 'auto' && style.clip !== '') ||
          style.clipPath.startsWith('inset(50%'),
        fixed: inherited.fixed || style.position === 'fixed',
        inScroller: inherited.inScroller || scrolls(style.overflowX) || scrolls(style.overflowY),
        clippers:
          clipper && element !== document.body && element !== root
            ? [...inherited.clippers, element]
            : inherited.clippers,
      };
      contexts.set(element, context);
      return context;
    };

    interface Piece {
      element: Element;
      rect: DOMRect;
      fixed: boolean;
    }
    const pieces: Piece[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    const reported = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !node.textContent?.trim()) continue;
      if (element.closest('script, style, noscript, template, svg')) continue;
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter(
        (rect) => rect.width > 0.5 && rect.height > 0.5,
      );
      if (rects.length === 0) continue;
      const context = contextOf(element);
      // Closed parts (a shut <details>) keep a layout but show nothing.
      if (context.hidden || !element.checkVisibility({ contentVisibilityAuto: true })) continue;

      for (const box of context.clippers) {
        const style = getComputedStyle(box);
        const clipsX = clips(style.overflowX);
        const clipsY = clips(style.overflowY);
        const outer = box.getBoundingClientRect();
        const left = outer.left + box.clientLeft;
        const top = outer.top + box.clientTop;
        const right = left + box.clientWidth;
        const bottom = top + box.clientHeight;
        const cut = rects.some(
          (rect) =>
            (clipsX && (rect.left < left - 1 || rect.right > right + 1)) ||
            (clipsY && (rect.top < top - 1 || rect.bottom > bottom + 1)),
        );
        const ellipsis = style.textOverflow === 'ellipsis' && box.scrollWidth > box.clientWidth + 1;
        if ((cut || ellipsis) && !reported.has(box)) {
          reported.add(box);
          problems.push(`text cut by its box: ${nameOf(box)}`);
        }
      }
      if (!context.inScroller && !context.fixed) {
        const off = rects.some((rect) => rect.left < -1 || rect.right > viewportWidth + 1);
        if (off && !reported.has(element)) {
          reported.add(element);
          problems.push(`text off-screen: ${nameOf(element)}`);
        }
      }
      for (const rect of rects) pieces.push({ element, rect, fixed: context.fixed });
    }

    // Two pieces of text covering each other. A line's box spans the font's whole ascent and
    // descent, more than its line height in tall scripts, so only the middle half of each counts.
    const overlapping = new Set<string>();
    pieces.sort((a, b) => a.rect.top - b.rect.top);
    for (let i = 0; i < pieces.length; i++) {
      const a = pieces[i] as Piece;
      if (a.fixed) continue;
      for (let j = i + 1; j < pieces.length; j++) {
        const b = pieces[j] as Piece;
        if (b.rect.top >= a.rect.bottom - 2) break;
        if (b.fixed || a.element === b.element) continue;
        const width = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const inset = (rect: DOMRect) => [
          rect.top + rect.height / 4,
          rect.bottom - rect.height / 4,
        ];
        const [aTop = 0, aBottom = 0] = inset(a.rect);
        const [bTop = 0, bBottom = 0] = inset(b.rect);
        const height = Math.min(aBottom, bBottom) - Math.max(aTop, bTop);
        if (width <= 2 || height <= 0) continue;
        const pair = `text overlaps text: ${nameOf(a.element)} and ${nameOf(b.element)}`;
        overlapping.add(pair);
      }
    }
    problems.push(...overlapping);
    leftOut.forEach((element, index) => {
      element.style.display = displays[index] ?? '';
    });
    return problems;
  }, skip);
}
