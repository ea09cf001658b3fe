import type { Page } from '@playwright/test';

/**
 * Finds words the layout splits across two lines (WCAG 1.4.4 and 1.4.10: "KEY RESUL/TS",
 * "Se/arc/h"). Used by the page sweep (page-checks.ts).
 */

/** A word the page shows on more than one line. */
export interface BrokenWord {
  word: string;
  /** The element whose text it is, as `<tag.class>` with the start of its text. */
  where: string;
  /** The lines it covers. */
  lines: number;
  /**
   * Whether the word, with the text joined to it up to the spaces around it (an e-mail address),
   * is wider than its line: then no layout keeps it whole, and with `hyphens: auto` the browser
   * hyphenates it where it has the language's patterns.
   */
  widerThanLine: boolean;
  /** Whether the element hyphenates (`hyphens: auto`). */
  hyphenates: boolean;
  /** The width of its line, in ems of its text. */
  lineEms: number;
}

/**
 * Every word of the page's visible text that starts on one line and ends on another. Words come
 * from `Intl.Segmenter` in the language of their element (`lang`), so a line break at a hyphen,
 * a slash or a dash, which the browser may make, splits no word. Each says whether it could have
 * fitted on a line of its box at all (`widerThanLine`): a word that could is a layout defect (a
 * column too narrow for its text); one that could not is for hyphenation. Text that is hidden on
 * purpose (visually hidden, inside a closed popover, `display: none`) has no boxes or only clipped
 * ones and is left out.
 */
export function brokenWords(page: Page): Promise<BrokenWord[]> {
  return page.evaluate(() => {
    const found: BrokenWord[] = [];
    const segmenters = new Map<string, Intl.Segmenter>();
    const segmenterFor = (lang: string) => {
      let segmenter = segmenters.get(lang);
      if (!segmenter) {
        segmenter = new Intl.Segmenter(lang || 'en', { granularity: 'word' });
        segmenters.set(lang, segmenter);
      }
      return segmenter;
    };

    /** Clipped to nothing on purpose (the visually-hidden pattern) by it or an ancestor. */
    const clippedCache = new Map<Element, boolean>();
    const isClipped = (element: Element | null): boolean => {
      if (!element) return false;
      const known = clippedCache.get(element);
      if (known !== undefined) return known;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const clipped =
        (style.clip !== 'auto' && style.clip !== '') ||
        (style.clipPath !== 'none' && style.position === 'absolute') ||
        (style.overflow !== 'visible' && (box.width <= 1 || box.height <= 1)) ||
        isClipped(element.parentElement);
      clippedCache.set(element, clipped);
      return clipped;
    };

    const nameOf = (element: Element) => {
      const className = typeof element.className === 'string' ? element.className : '';
      const classes = className ? `.${className.trim().split(/\s+/).join('.')}` : '';
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      return `<${element.tagName.toLowerCase()}${classes}> "${text}"`;
    };

    /** The inline size a line of the element's text has: its nearest block box's content box. */
    const lineWidthOf = (element: Element): number => {
      let box: Element | null = element;
      while (box && getComputedStyle(box).display.startsWith('inline')) box = box.parentElement;
      if (!box) return Number.POSITIVE_INFINITY;
      const style = getComputedStyle(box);
      return (
        box.clientWidth -
        Number.parseFloat(style.paddingLeft) -
        Number.parseFloat(style.paddingRight)
      );
    };

    /** The lines a range's text covers. */
    const linesOf = (textRange: Range): number => {
      const tops: number[] = [];
      for (const rect of textRange.getClientRects()) {
        if (rect.width === 0) continue;
        // A new line: its top is below the previous box's middle.
        if (!tops.some((top) => Math.abs(top - rect.top) < rect.height / 2)) tops.push(rect.top);
      }
      return tops.length;
    };

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue ?? '';
      const parent = node.parentElement;
      if (!parent || text.trim() === '') continue;
      if (parent.closest('script, style, template, noscript, svg')) continue;
      if (parent.getClientRects().length === 0 || isClipped(parent)) continue;
      // Text on one line splits no word: only text that wraps is cut into words.
      range.selectNodeContents(node);
      if (linesOf(range) < 2) continue;
      const lang = parent.closest('[lang]')?.getAttribute('lang') ?? 'en';
      for (const segment of segmenterFor(lang).segment(text)) {
        if (!segment.isWordLike || segment.segment.length < 2) continue;
        range.setStart(node, segment.index);
        range.setEnd(node, segment.index + segment.segment.length);
        const lines = linesOf(range);
        if (lines > 1) {
          // The run of text the word sits in up to the spaces around it (an e-mail address, a
          // host name) has no break opportunity of its own: it is what must fit on a line.
          let start = segment.index;
          let end = segment.index + segment.segment.length;
          while (start > 0 && !/\s/.test(text[start - 1] ?? ' ')) start -= 1;
          while (end < text.length && !/\s/.test(text[end] ?? ' ')) end += 1;
          range.setStart(node, start);
          range.setEnd(node, end);
          let width = 0;
          for (const rect of range.getClientRects()) width += rect.width;
          const lineWidth = lineWidthOf(parent);
          const style = getComputedStyle(parent);
          found.push({
            word: segment.segment,
            where: nameOf(parent),
            lines,
            widerThanLine: width > lineWidth - 1,
            hyphenates: style.hyphens === 'auto',
            lineEms: lineWidth / Number.parseFloat(style.fontSize),
          });
        }
      }
    }
    return found;
  });
}
