import './textZoom.css.js';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  defaultTextZoom,
  getTextZoom,
  setTextZoom,
  stepTextZoom,
  textZoomSteps,
  textZoomStorageKey,
  toTextZoom,
} from './textZoom.js';

beforeEach(() => {
  delete document.documentElement.dataset.textSize;
  localStorage.clear();
});

describe('text zoom', () => {
  it('offers sizes from below the default up to 200 % (WCAG 1.4.4)', () => {
    expect(textZoomSteps).toContain(defaultTextZoom);
    expect(Math.min(...textZoomSteps)).toBeLessThan(100);
    expect(Math.max(...textZoomSteps)).toBe(200);
  });

  it('steps within the list and stops at its ends', () => {
    expect(stepTextZoom(100, 1)).toBe(125);
    expect(stepTextZoom(100, -1)).toBe(87.5);
    expect(stepTextZoom(200, 1)).toBe(200);
    expect(stepTextZoom(87.5, -1)).toBe(87.5);
  });

  it('reads only the sizes it offers', () => {
    expect(toTextZoom('150')).toBe(150);
    expect(toTextZoom('300')).toBe(defaultTextZoom);
    expect(toTextZoom(undefined)).toBe(defaultTextZoom);
  });

  it('sets the root attribute (none for the default) and remembers the choice', () => {
    setTextZoom(175);
    expect(document.documentElement.dataset.textSize).toBe('175');
    expect(getTextZoom()).toBe(175);
    expect(localStorage.getItem(textZoomStorageKey)).toBe('175');
    setTextZoom(100);
    expect(document.documentElement.dataset.textSize).toBeUndefined();
  });

  it('doubles the root font size at 200 % (every size is in rem)', () => {
    setTextZoom(200);
    const rule = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .find(
        (r): r is CSSStyleRule =>
          r instanceof CSSStyleRule && r.selectorText === ':root[data-text-size="200"]',
      );
    expect(rule?.style.getPropertyValue('font-size')).toBe('200%');
  });
});
