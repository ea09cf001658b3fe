'use client';

import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Anchor } from '../../internal/Anchor';
import { hidePopover } from '../../internal/popover';
import { headerScrollThreshold } from '../../themes/tokens';
import { Icon } from '../Icon/Icon';
import { type LanguageLink, LanguageSwitch } from '../LanguageSwitch/LanguageSwitch';
import { SearchButton, type SearchButtonProps } from '../Search/SearchButton';
import { NavDropdown } from './NavDropdown';
import { isCurrentPath, type NavItem, type NavLink } from './navigation';
import * as styles from './SiteHeader.css';

export interface SiteHeaderMenuLabels {
  /** Accessible name of the phone menu button (e.g. 'Open menu'); the browser exposes its expanded state. */
  open: string;
  /** Accessible name of the phone menu panel, a non-modal dialog (e.g. 'Menu'). */
  menu: string;
  /** Accessible name of the close button inside the phone menu (e.g. 'Close menu'). */
  close: string;
  /** Label of the navigation landmark (e.g. 'Main navigation'). */
  navigation: string;
  /** Label of the language links' landmark (e.g. 'Language'); needed with `languageLinks`. */
  languages?: string;
}

export interface SiteHeaderProps {
  /** The logo artwork (an <svg> or <img>); the link around it is named by `logoLabel`. */
  logo: ReactNode;
  /** Where the logo links to. */
  logoHref: string;
  /** Accessible name of the logo link (e.g. the company name, 'home'). */
  logoLabel: string;
  /** Top-level entries; entries with `children` become dropdowns on desktop. */
  navigation: NavItem[];
  /** Path of the page being shown: marks links with `aria-current`. */
  currentPath: string;
  /** The primary call to action shown as a button-styled link. */
  cta: NavLink;
  menuLabels: SiteHeaderMenuLabels;
  /** Slot for a `ColorModeToggle` (or any small control) next to the call to action. */
  colorModeToggle?: ReactNode;
  /**
   * The other languages of the page (`LanguageSwitch` links): in a slim strip above the header at
   * every width, where a visitor looks for a language first (it scrolls away with the page; the
   * header below stays), and again in the phone menu, under its call to action.
   */
  languageLinks?: readonly LanguageLink[];
  /**
   * The way into site search: a `SearchButton` in the bar from the desktop breakpoint, and a
   * full-width one in the phone menu (below it), after the navigation. Without JavaScript both are links to
   * `href`; pressed once hydrated, they call `onPress` (the phone menu closes first).
   */
  search?: Omit<SearchButtonProps, 'variant'>;
}

/** Whether the page is scrolled past the header's threshold (CSS alone does it where scroll-driven animations exist). */
function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

/**
 * The sticky site header: logo, navigation (dropdowns on desktop, a menu panel on phones), a call
 * to action and a colour-mode slot.
 *
 * Built on the platform so it works before (and without) JavaScript: the dropdowns and the phone
 * menu are `popover` panels opened by `popovertarget` buttons (the browser keeps one open, closes
 * it on Escape or a click outside, and exposes the expanded state), and the scrolled look comes
 * from a scroll-driven animation. Hydrated, it adds `data-scrolled` (for browsers without
 * scroll-driven animations) and opens the dropdown holding the current page once, the first time
 * the page is scrolled past the threshold.
 */
export function SiteHeader({
  logo,
  logoHref,
  logoLabel,
  navigation,
  currentPath,
  cta,
  menuLabels,
  colorModeToggle,
  search,
  languageLinks,
}: SiteHeaderProps) {
  const scrolled = useScrolledPast(headerScrollThreshold);
  const menuId = useId();
  const headerRef = useRef<HTMLElement>(null);

  // With a client router (LinkProvider), following a link changes `currentPath` without loading a
  // page: close the phone menu and any dropdown, as a page load would, and count a new page view.
  const shownPath = useRef(currentPath);
  useEffect(() => {
    if (shownPath.current === currentPath) return;
    shownPath.current = currentPath;
    for (const panel of headerRef.current?.querySelectorAll<HTMLElement>('[popover]') ?? []) {
      hidePopover(panel);
    }
  }, [currentPath]);

  // Escape closes an open dropdown or the phone menu from anywhere on the page, even where a
  // widget that has focus handles the key itself (captured before it can stop it).
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      for (const panel of headerRef.current?.querySelectorAll<HTMLElement>('[popover]') ?? []) {
        hidePopover(panel);
      }
    };
    window.addEventListener('keydown', closeOnEscape, { capture: true });
    return () => window.removeEventListener('keydown', closeOnEscape, { capture: true });
  }, []);

  const current = (href: string) => (isCurrentPath(href, currentPath) ? 'page' : undefined);

  return (
    <>
      {languageLinks?.length ? (
        <nav aria-label={menuLabels.languages} className={styles.languageStrip}>
          <div className={styles.languageStripInner}>
            <LanguageSwitch links={languageLinks} layout="compact" />
          </div>
        </nav>
      ) : null}
      <header ref={headerRef} className={styles.root} data-scrolled={scrolled || undefined}>
        <div className={styles.bar}>
          <Anchor href={logoHref} aria-label={logoLabel} className={styles.logo}>
            {logo}
          </Anchor>

          <nav aria-label={menuLabels.navigation} className={styles.desktopNav}>
            <ul className={styles.navList}>
              {navigation.map((item) => (
                <li key={item.href}>
                  {item.children?.length ? (
                    <NavDropdown item={item} currentPath={currentPath} />
                  ) : (
                    <Anchor
                      href={item.href}
                      className={styles.navLink}
                      aria-current={current(item.href)}
                    >
                      {item.label}
                    </Anchor>
                  )}
                </li>
              ))}
            </ul>
          </nav>

          <div className={styles.actions}>
            {search ? (
              <span className={styles.barSearch}>
                <SearchButton {...search} />
              </span>
            ) : null}
            {colorModeToggle}
            <Anchor href={cta.href} className={styles.cta}>
              {cta.label}
            </Anchor>
            <button
              type="button"
              className={styles.menuButton}
              aria-label={menuLabels.open}
              popoverTarget={menuId}
            >
              <Icon name="menu" size="large" />
            </button>
          </div>
        </div>

        <div
          id={menuId}
          popover="auto"
          role="dialog"
          aria-label={menuLabels.menu}
          className={styles.menuPanel}
        >
          <div className={styles.panelTop}>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={menuLabels.close}
              popoverTarget={menuId}
              popoverTargetAction="hide"
            >
              <Icon name="close" size="large" />
            </button>
          </div>
          <nav aria-label={menuLabels.navigation}>
            <ul className={styles.mobileList}>
              {navigation.map((item) => (
                <li key={item.href}>
                  <Anchor
                    href={item.href}
                    className={styles.mobileLink}
                    aria-current={current(item.href)}
                  >
                    {item.label}
                  </Anchor>
                  {item.children?.length ? (
                    <ul className={styles.mobileSubList}>
                      {item.children.map((child) => (
                        <li key={child.href}>
                          <Anchor
                            href={child.href}
                            className={styles.mobileLink}
                            aria-current={current(child.href)}
                          >
                            {child.label}
                          </Anchor>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </nav>
          {search ? (
            <SearchButton
              {...search}
              variant="row"
              onPress={
                search.onPress &&
                (() => {
                  const panel = document.getElementById(menuId);
                  if (panel) hidePopover(panel);
                  search.onPress?.();
                })
              }
            />
          ) : null}
          <Anchor href={cta.href} className={styles.mobileCta}>
            {cta.label}
          </Anchor>
          {languageLinks?.length ? <LanguageSwitch links={languageLinks} layout="block" /> : null}
        </div>
      </header>
    </>
  );
}
