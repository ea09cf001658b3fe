/**
 * The only script every page loads (a few KB): is-land decides when each island loads, and this
 * file hydrates it with React. Until an island has hydrated, the platform carries it (links,
 * popovers, <details>); two things here make sure nothing a visitor does in that moment is lost:
 * a press on a button that only React handles is replayed, and a form submitted early waits for
 * its island instead of navigating with the values in the address.
 */
import { Island } from '@11ty/is-land';
// The React-free, CSS-free entry: this script loads on every page before any island.
import {
  accessibilityToolbarControls,
  enhanceAccessibilityToolbars,
} from '@lumenor/ui/accessibility-toolbar';
import { enhanceSiteHeaders } from '@lumenor/ui/site-header';
import { rememberWebFont } from '@lumenor/ui/web-font';
import { notFoundLogAttribute } from '../lib/not-found-log';
import { isSearchShortcutOn, openSearchFromKey, searchShortcut } from '../search/shortcut';
import { islandLoadFailedAttribute, mailDraftAttribute } from './load-failure';
import {
  type IslandComponents,
  type IslandName,
  islandIdPrefix,
  islandNameAttribute,
  islandPropsAttribute,
} from './registry';

/** Each island's code, split from this file, loaded when its trigger fires. */
const islandLoaders: { [Name in IslandName]: () => Promise<{ default: IslandComponents[Name] }> } =
  {
    header: () => import('./header.island'),
    chat: () => import('./chat.island'),
    'contact-form': () => import('./contact-form.island'),
    newsletter: () => import('./newsletter.island'),
    'search-page': () => import('./search-page.island'),
  };

const hydrated = new WeakMap<Element, Promise<void>>();
const waiting = new WeakMap<Element, () => void>();

function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islandLoaders, name);
}

/** Events by which a visitor reaches for an island again, after its code failed to load. */
const retryEvents = ['pointerdown', 'focusin', 'keydown', 'touchstart', 'submit'] as const;

/**
 * Resolves at the next chance that loading works: the network is back (`online`), or the visitor
 * reaches for the island again.
 */
function nextChance(element: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const retry = () => {
      window.removeEventListener('online', retry);
      for (const type of retryEvents) element.removeEventListener(type, retry, true);
      resolve();
    };
    window.addEventListener('online', retry);
    for (const type of retryEvents) element.addEventListener(type, retry, true);
  });
}

Island.addInitType('react', async (element: HTMLElement) => {
  const name = element.getAttribute(islandNameAttribute) ?? undefined;
  if (!isIslandName(name)) throw new Error(`Unknown island "${name}"`);
  const props = JSON.parse(element.getAttribute(islandPropsAttribute) ?? '{}');
  // A failed load (offline, a flaky network, a deploy since the page was cached) is not the end:
  // the island says so (its markup shows what it carries for that case) and loads again at the
  // next chance. A press or submit made meanwhile is not replayed later: the visitor was told.
  for (;;) {
    try {
      const [{ hydrateIsland }, module] = await Promise.all([
        import('./hydrate'),
        islandLoaders[name](),
      ]);
      element.removeAttribute(islandLoadFailedAttribute);
      const done = hydrateIsland(element, module.default, props, islandIdPrefix(name));
      hydrated.set(element, done);
      await done;
      waiting.get(element)?.();
      return;
    } catch (error) {
      console.warn(error);
      waiting.delete(element);
      element.setAttribute(islandLoadFailedAttribute, '');
      await nextChance(element);
    }
  }
});

// A mail link offered where an island could not load opens an e-mail with what was typed: each
// filled field's label and value (a field left empty, like the bot trap, is left out).
document.addEventListener(
  'click',
  (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest<HTMLAnchorElement>(`a[${mailDraftAttribute}]`);
    const form = link?.closest('is-land')?.querySelector('form');
    if (!link || !form) return;
    const fields = [...form.querySelectorAll('label')].flatMap((label) => {
      const control = label.control as HTMLInputElement | HTMLSelectElement | null;
      const value = control?.value.trim()
        ? control instanceof HTMLSelectElement
          ? control.selectedOptions[0]?.text
          : control.value.trim()
        : '';
      return value ? [`${label.firstChild?.textContent}: ${value}`] : [];
    });
    const subject = encodeURIComponent(link.getAttribute(mailDraftAttribute) ?? '');
    link.href = `mailto:${new URL(link.href).pathname}?subject=${subject}&body=${encodeURIComponent(fields.join('\n\n'))}`;
  },
  { capture: true },
);

/** Runs `action` once the island around `target` has hydrated. */
function afterHydration(target: Element, action: () => void): boolean {
  const island = target.closest('is-land[type="react"]');
  if (!island || island.hasAttribute('ready')) return false;
  // After a failed load the visitor has been told, and what they press is not replayed: a press
  // starts a new load, which could otherwise hydrate and act on it later.
  if (!island.hasAttribute(islandLoadFailedAttribute)) waiting.set(island, action);
  return true;
}

// Buttons with a behaviour of their own in HTML (popovers, submit) need no replay, nor do the
// accessibility tool bar's, which this script runs itself (below), hydrated or not.
const reactOnlyButton = `button[type="button"]:not([popovertarget]):not(${accessibilityToolbarControls})`;

// Text size and theme buttons of the accessibility tool bars (above the header, in the phone menu).
enhanceAccessibilityToolbars();

// The header's extras on its server HTML, before it hydrates: Escape and focus leaving close its
// panels, the dropdown of the current page shows on the first scroll, it sticks only while it fits.
enhanceSiteHeaders();

document.addEventListener(
  'click',
  (event) => {
    const button = event.target instanceof Element ? event.target.closest(reactOnlyButton) : null;
    if (button instanceof HTMLElement && afterHydration(button, () => button.click())) {
      event.preventDefault();
    }
  },
  { capture: true },
);

document.addEventListener(
  'submit',
  (event) => {
    const form = event.target;
    if (form instanceof HTMLFormElement && afterHydration(form, () => form.requestSubmit())) {
      event.preventDefault();
    }
  },
  { capture: true },
);

// `/` opens the site search (search/shortcut.ts): a press on the header's search button. Where the
// visitor turned it off, the buttons stop announcing it.
document.addEventListener('keydown', openSearchFromKey);
if (!isSearchShortcutOn()) {
  for (const button of document.querySelectorAll(`[aria-keyshortcuts="${searchShortcut}"]`)) {
    button.removeAttribute('aria-keyshortcuts');
  }
}

// A link to a file (a feed, sitemap.xml) leads to a document that cannot take part in the
// cross-document view transition, which the browser would then abort there: skip it on this side
// instead (the head's script handles the promises it rejects).
window.addEventListener('pageswap', (event) => {
  const swap = event as Event & {
    viewTransition?: ViewTransition | null;
    activation?: { entry?: { url?: string } } | null;
  };
  const destination = swap.activation?.entry?.url;
  if (!swap.viewTransition || !destination) return;
  if (/\.[a-z0-9]+$/i.test(new URL(destination).pathname)) {
    swap.viewTransition.skipTransition();
  }
});

// The not-found page names the address that was asked for, for whoever reads the console.
const notFound = document.querySelector(`[${notFoundLogAttribute}]`);
if (notFound) console.warn(notFound.getAttribute(notFoundLogAttribute), window.location.pathname);

// A first visit's page is set in Inter's fallback (the head's webFontScript): once it has loaded,
// Inter is fetched into the cache and remembered, and the next page is set in it from the start.
if (document.readyState === 'complete') void rememberWebFont();
else window.addEventListener('load', () => void rememberWebFont(), { once: true });
