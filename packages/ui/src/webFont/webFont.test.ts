import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  rememberWebFont,
  webFontAttribute,
  webFontPendingPathsKey,
  webFontScript,
  webFontScriptHash,
  webFontStorageKey,
} from './webFont.js';

const faceUrl = 'https://example.test/assets/brand-face-abc123.woff2';

/** The head as a page renders it: the prefetch link that names the face, then the script. */
function renderHead(link: { rel: string; as: string } | null) {
  if (link) {
    const element = document.createElement('link');
    element.rel = link.rel;
    element.setAttribute('as', link.as);
    element.href = faceUrl;
    document.head.append(element);
  }
  // The script as the browser runs an inline one: its exact text, in the page's global scope.
  new Function(webFontScript)();
}

beforeEach(() => {
  document.head.replaceChildren();
  document.documentElement.removeAttribute(webFontAttribute);
  localStorage.clear();
  sessionStorage.clear();
  reachedBy('navigate');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** How the page was reached, as Navigation Timing reports it (jsdom has no Navigation Timing). */
function reachedBy(type: 'navigate' | 'reload' | 'back_forward') {
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    writable: true,
    value: (entryType: string) => (entryType === 'navigation' ? [{ type }] : []),
  });
}

describe('webFontScriptHash', () => {
  it("is the CSP source of the script's exact text (base64 SHA-256)", () => {
    const digest = createHash('sha256').update(webFontScript, 'utf8').digest('base64');
    expect(webFontScriptHash).toBe(`sha256-${digest}`);
  });
});

describe('webFontScript', () => {
  it('marks the page pending when the prefetched face was never fetched before', () => {
    renderHead({ rel: 'prefetch', as: 'font' });
    expect(document.documentElement.getAttribute(webFontAttribute)).toBe('pending');
  });

  it('marks nothing when that very file was fetched on an earlier page', () => {
    localStorage.setItem(webFontStorageKey, faceUrl);
    renderHead({ rel: 'prefetch', as: 'font' });
    expect(document.documentElement.hasAttribute(webFontAttribute)).toBe(false);
  });

  it('marks the page pending when an earlier page fetched another file (a new build of the face)', () => {
    localStorage.setItem(webFontStorageKey, 'https://example.test/assets/brand-face-old.woff2');
    renderHead({ rel: 'prefetch', as: 'font' });
    expect(document.documentElement.getAttribute(webFontAttribute)).toBe('pending');
  });

  it('shows a page this tab showed pending pending again on a reload or through the history, and fresh visits in the face', () => {
    reachedBy('navigate');
    renderHead({ rel: 'prefetch', as: 'font' });
    expect(document.documentElement.getAttribute(webFontAttribute)).toBe('pending');
    expect(JSON.parse(sessionStorage.getItem(webFontPendingPathsKey) ?? '[]')).toEqual([
      location.pathname,
    ]);
    // The face is remembered meanwhile (rememberWebFont).
    localStorage.setItem(webFontStorageKey, faceUrl);
    for (const type of ['reload', 'back_forward'] as const) {
      document.documentElement.removeAttribute(webFontAttribute);
      reachedBy(type);
      new Function(webFontScript)();
      expect(document.documentElement.getAttribute(webFontAttribute), type).toBe('pending');
    }
    document.documentElement.removeAttribute(webFontAttribute);
    reachedBy('navigate');
    new Function(webFontScript)();
    expect(document.documentElement.hasAttribute(webFontAttribute)).toBe(false);
  });

  it('reloads a page first shown in the face in the face', () => {
    localStorage.setItem(webFontStorageKey, faceUrl);
    reachedBy('reload');
    renderHead({ rel: 'prefetch', as: 'font' });
    expect(document.documentElement.hasAttribute(webFontAttribute)).toBe(false);
  });

  it('marks nothing on a page that names no face to prefetch', () => {
    renderHead({ rel: 'preload', as: 'font' });
    expect(document.documentElement.hasAttribute(webFontAttribute)).toBe(false);
  });

  it('never throws when storage is blocked, and then marks nothing', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => renderHead({ rel: 'prefetch', as: 'font' })).not.toThrow();
    expect(document.documentElement.hasAttribute(webFontAttribute)).toBe(false);
  });
});

describe('rememberWebFont', () => {
  it("fetches a pending page's face as a font is fetched, and remembers it once the whole file is in", async () => {
    renderHead({ rel: 'prefetch', as: 'font' });
    let finishBody: (body: ArrayBuffer) => void = () => {};
    const fetched = vi.fn(async () => ({
      ok: true,
      arrayBuffer: () => new Promise<ArrayBuffer>((resolve) => (finishBody = resolve)),
    }));
    vi.stubGlobal('fetch', fetched);
    const remembering = rememberWebFont();
    await vi.waitFor(() => expect(fetched).toHaveBeenCalled());
    expect(fetched).toHaveBeenCalledWith(faceUrl, { mode: 'cors', credentials: 'same-origin' });
    expect(localStorage.getItem(webFontStorageKey)).toBeNull();
    finishBody(new ArrayBuffer(8));
    await remembering;
    expect(localStorage.getItem(webFontStorageKey)).toBe(faceUrl);
    // The next page's head sees it.
    document.documentElement.removeAttribute(webFontAttribute);
    new Function(webFontScript)();
    expect(document.documentElement.hasAttribute(webFontAttribute)).toBe(false);
  });

  it('remembers nothing when the face does not arrive (an error status, or offline)', async () => {
    renderHead({ rel: 'prefetch', as: 'font' });
    vi.stubGlobal('fetch', async () => ({
      ok: false,
      arrayBuffer: async () => new ArrayBuffer(0),
    }));
    await rememberWebFont();
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(rememberWebFont()).resolves.toBeUndefined();
    expect(localStorage.getItem(webFontStorageKey)).toBeNull();
  });

  it('fetches nothing on a page that is not pending (its face is cached, or it names none)', async () => {
    const fetched = vi.fn();
    vi.stubGlobal('fetch', fetched);
    localStorage.setItem(webFontStorageKey, faceUrl);
    renderHead({ rel: 'prefetch', as: 'font' });
    await rememberWebFont();
    document.head.replaceChildren();
    document.documentElement.setAttribute(webFontAttribute, 'pending');
    await rememberWebFont();
    expect(fetched).not.toHaveBeenCalled();
  });
});
