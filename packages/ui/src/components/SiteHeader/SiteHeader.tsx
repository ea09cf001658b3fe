'use client';

import { lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Anchor } from '../../internal/Anchor';
import { Icon } from '../Icon/Icon';
import { NavDropdown } from './NavDropdown';
import { hasCurrentChild, isCurrentPath, type NavItem, type NavLink } from './navigation';
import * as styles from './SiteHeader.css';

export interface SiteHeaderMenuLabels {
  /** Accessible name of the mobile menu button while closed (e.g. 'Open menu'). */
  open: string;
  /** Accessible name of the close button inside the mobile menu (e.g. 'Close menu'). */
  close: string;
  /** Label of the navigation landmark and of the mobile menu dialog (e.g. 'Main navigation'). */
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
  /** Path of the page being shown: marks links with `aria-current`, and closing the mobile menu follows its changes. */
  currentPath: string;
  /** The primary call to action shown as a button-styled link. */
  cta: NavLink;
  menuLabels: SiteHeaderMenuLabels;
  /** Slot for a `ColorModeToggle` (or any small control) next to the call to action. */
  colorModeToggle?: ReactNode;
  /** Scroll distance in px after which the header turns to its scrolled look. @default 20 */
  scrollThreshold?: number;
}

/** The mobile menu dialog, loaded on the first press of the menu button (or when the pointer nears it). */
const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = lazy(loadMobileMenu);
const preloadMobileMenu = () => {
  // A failed preload is retried by React.lazy on the press, which reports the error.
  loadMobileMenu().catch(() => undefined);
};

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
 * The sticky site header: logo, navigation (dropdowns on desktop, a dialog on mobile), a call to
 * action and a colour-mode slot. Sets `data-scrolled` once the page is scrolled past the threshold.
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
  scrollThreshold = 20,
}: SiteHeaderProps) {
  const scrolled = useScrolledPast(scrollThreshold);
  const [openDropdown, setOpenDropdown] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  // Whether the mobile menu has been opened once: it stays mounted afterwards (closed).
  const [menuLoaded, setMenuLoaded] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const menuId = useId();

  // Navigation closes the mobile menu and any open dropdown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose whenever the path changes.
  useEffect(() => {
    setMenuOpen(false);
    setOpenDropdown(null);
  }, [currentPath]);

  // SPEC: once the page is scrolled, the dropdown holding the current page shows on its own.
  // Declared after the path effect so that, on a path change while scrolled, this one wins.
  const activeGroup = navigation.find((item) => hasCurrentChild(item, currentPath))?.href ?? null;
  useEffect(() => {
    if (scrolled && activeGroup) setOpenDropdown(activeGroup);
  }, [scrolled, activeGroup]);

  // A click (or focus) outside the desktop navigation closes its open dropdown.
  useEffect(() => {
    if (openDropdown === null) return;
    const onOutside = (event: Event) => {
      const target = event.target;
      if (target instanceof Node && navRef.current?.contains(target)) return;
      setOpenDropdown(null);
    };
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [openDropdown]);

  const current = (href: string) => (isCurrentPath(href, currentPath) ? 'page' : undefined);

  return (
    <header className={styles.root} data-scrolled={scrolled || undefined}>
      <div className={styles.bar}>
        <Anchor href={logoHref} aria-label={logoLabel} className={styles.logo}>
          {logo}
        </Anchor>

        <nav ref={navRef} aria-label={menuLabels.navigation} className={styles.desktopNav}>
          <ul className={styles.navList}>
            {navigation.map((item) => (
              <li key={item.href}>
                {item.children?.length ? (
                  <NavDropdown
                    item={item}
                    currentPath={currentPath}
                    isOpen={openDropdown === item.href}
                    onOpenChange={(open) => setOpenDropdown(open ? item.href : null)}
                  />
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
          {colorModeToggle}
          <Anchor href={cta.href} className={styles.cta}>
            {cta.label}
          </Anchor>
          <button
            type="button"
            className={styles.menuButton}
            aria-label={menuLabels.open}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            aria-haspopup="dialog"
            onPointerEnter={preloadMobileMenu}
            onClick={() => {
              setMenuLoaded(true);
              setMenuOpen(true);
            }}
          >
            <Icon name="menu" size="large" />
          </button>
        </div>
      </div>

      {menuLoaded ? (
        <Suspense fallback={null}>
          <MobileMenu
            id={menuId}
            isOpen={menuOpen}
            onOpenChange={setMenuOpen}
            navigation={navigation}
            currentPath={currentPath}
            cta={cta}
            navigationLabel={menuLabels.navigation}
            closeLabel={menuLabels.close}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
