import { afterEach, describe, expect, it, vi } from 'vitest';
import { bandRenderingAttribute, bandRenderingScript, bandsNearViewport } from './bandRendering.js';

const root = document.documentElement;

/** Runs the script as the page's inline `<script>` would, on a navigation of the given type. */
function runOnVisit(type: NavigationTimingType): void {
  // jsdom keeps no navigation timing: the entry the browser would give.
  vi.stubGlobal('performance', { getEntriesByType: () => [{ type }] });
  new Function(bandRenderingScript)();
}

function link(href: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.append(document.createElement('span'));
  document.body.append(anchor);
  return anchor;
}

afterEach(() => {
  vi.unstubAllGlobals();
  root.removeAttribute(bandRenderingAttribute);
  document.body.replaceChildren();
});

describe('bandRenderingScript', () => {
  it('lets the bands wait on a fresh visit only', () => {
    runOnVisit('reload');
    expect(root.hasAttribute(bandRenderingAttribute)).toBe(false);
    runOnVisit('back_forward');
    expect(root.hasAttribute(bandRenderingAttribute)).toBe(false);
    runOnVisit('navigate');
    expect(root.getAttribute(bandRenderingAttribute)).toBe(bandsNearViewport);
  });

  it('renders every band before a jump to a section of the same page, not before a link away', () => {
    runOnVisit('navigate');
    link('/elsewhere#part').querySelector('span')?.click();
    expect(root.getAttribute(bandRenderingAttribute)).toBe(bandsNearViewport);
    link(`${location.pathname}#part`).querySelector('span')?.click();
    expect(root.hasAttribute(bandRenderingAttribute)).toBe(false);
  });

  it('renders every band when the address gets a fragment some other way', () => {
    runOnVisit('navigate');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(root.hasAttribute(bandRenderingAttribute)).toBe(false);
  });
});
