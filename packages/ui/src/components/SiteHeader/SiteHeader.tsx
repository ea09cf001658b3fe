import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { Dialog } from 'react-aria-components/Dialog';
import { Link } from 'react-aria-components/Link';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { CloseGlyph, MenuGlyph } from '../../internal/shellIcons';
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

  // Links to other pages close the menu through the `currentPath` change that follows; a link to
  // the page already shown closes it on press (no path change will come).
  const current = (href: string) => (isCurrentPath(href, currentPath) ? 'page' : undefined);

  return (
    <header className={styles.root} data-scrolled={scrolled || undefined}>
      <div className={styles.bar}>
        <Link href={logoHref} aria-label={logoLabel} className={styles.logo}>
          {logo}
        </Link>

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
                  <Link
                    href={item.href}
                    className={styles.navLink}
                    aria-current={current(item.href)}
                  >
                    {item.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.actions}>
          {colorModeToggle}
          <Link href={cta.href} className={styles.cta}>
            {cta.label}
          </Link>
          <Button
            className={styles.menuButton}
            aria-label={menuLabels.open}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            onPress={() => setMenuOpen(true)}
          >
            <MenuGlyph className={styles.glyph} />
          </Button>
        </div>
      </div>

      <ModalOverlay
        isOpen={menuOpen}
        onOpenChange={setMenuOpen}
        isDismissable
        className={styles.overlay}
      >
        <Modal className={styles.panel}>
          <Dialog id={menuId} aria-label={menuLabels.navigation} className={styles.dialog}>
            {({ close }) => (
              <>
                <div className={styles.panelTop}>
                  <Button
                    className={styles.iconButton}
                    aria-label={menuLabels.close}
                    onPress={close}
                  >
                    <CloseGlyph className={styles.glyph} />
                  </Button>
                </div>
                <nav aria-label={menuLabels.navigation}>
                  <ul className={styles.mobileList}>
                    {navigation.map((item) => (
                      <li key={item.href}>
                        <Link
                          href={item.href}
                          className={styles.mobileLink}
                          aria-current={current(item.href)}
                          onPress={current(item.href) ? close : undefined}
                        >
                          {item.label}
                        </Link>
                        {item.children?.length ? (
                          <ul className={styles.mobileSubList}>
                            {item.children.map((child) => (
                              <li key={child.href}>
                                <Link
                                  href={child.href}
                                  className={styles.mobileLink}
                                  aria-current={current(child.href)}
                                  onPress={current(child.href) ? close : undefined}
                                >
                                  {child.label}
                                </Link>
                              </li>
                            ))}
                          </ul>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </nav>
                <Link
                  href={cta.href}
                  className={styles.mobileCta}
                  onPress={current(cta.href) ? close : undefined}
                >
                  {cta.label}
                </Link>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </header>
  );
}
