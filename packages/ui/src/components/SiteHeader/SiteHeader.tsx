'use client';

import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Anchor } from '../../internal/Anchor.js';
import { hidePopover } from '../../internal/popover.js';
import { headerScrollThreshold } from '../../themes/tokens.js';
import { Icon } from '../Icon/Icon.js';
import { SearchButton, type SearchButtonProps } from '../Search/SearchButton.js';
import { enhanceSiteHeader, siteHeaderAttribute } from './enhance.js';
import { MenuLink } from './MenuLink.js';
import { NavDropdown } from './NavDropdown.js';
import type { NavItem, NavLink } from './navigation.js';
import * as styles from './SiteHeader.css.js';

export interface SiteHeaderMenuLabels {
  /** Accessible name of the phone menu button (e.g. 'Open menu'); the browser exposes its expanded state. */
  open: string;
  /** Accessible name of the phone menu panel, a non-modal dialog (e.g. 'Menu'). */
  menu: string;
  /** Accessible name of the close button inside the phone menu (e.g. 'Close menu'). */
  close: string;
  /** Label of the navigation landmark (e.g. 'Main navigation'). */
  navigation: string;
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
   * The phone menu's accessibility options, under its call to action: an `AccessibilityToolbar`
   * with `layout="panel"` (text size, theme, screen-reader and language links). The page's own
   * bar above the header is the site's to place, first in the body.
   */
  menuToolbar?: ReactNode;
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
 * from a scroll-driven animation. The rest (Escape from anywhere, closing on focus leaving, the
 * current dropdown on the first scroll, sticking only while it fits) is `enhanceSiteHeader`, which
 * it runs once mounted and a page can run on the server HTML before hydration. Hydrated, it also
 * adds `data-scrolled` (for browsers without scroll-driven animations).
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
  menuToolbar,
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

  // Escape and focus leaving close the panels, the current dropdown shows on the first scroll,
  // and the header sticks only while it fits: the same code a page runs before hydration.
  useEffect(() => (headerRef.current ? enhanceSiteHeader(headerRef.current) : undefined), []);

  return (
    <header
      ref={headerRef}
      className={styles.root}
      data-scrolled={scrolled || undefined}
      {...{ [siteHeaderAttribute]: '' }}
    >
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
                  <MenuLink link={item} currentPath={currentPath} className={styles.navLink} />
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
                <MenuLink link={item} currentPath={currentPath} className={styles.mobileLink} />
                {item.children?.length ? (
                  <ul className={styles.mobileSubList}>
                    {item.children.map((child) => (
                      <li key={child.href}>
                        <MenuLink
                          link={child}
                          currentPath={currentPath}
                          className={styles.mobileLink}
                        />
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
        {menuToolbar}
      </div>
    </header>
  );
}
