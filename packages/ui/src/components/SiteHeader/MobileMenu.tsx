'use client';

import { Button } from 'react-aria-components/Button';
import { Dialog } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { Anchor } from '../../internal/Anchor';
import { Icon } from '../Icon/Icon';
import { isCurrentPath, type NavItem, type NavLink } from './navigation';
import * as styles from './SiteHeader.css';

export interface MobileMenuProps {
  /** Id of the dialog (the menu button's `aria-controls`). */
  id: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  navigation: NavItem[];
  currentPath: string;
  cta: NavLink;
  /** Names the dialog and its navigation landmark. */
  navigationLabel: string;
  /** Names the close button. */
  closeLabel: string;
}

/**
 * The mobile menu: a modal dialog holding the navigation. SiteHeader loads it (React.lazy) the
 * first time the menu button is pressed, so pages do not download the dialog up front.
 * Focus moves into the dialog and stays there; Escape, the close button and a click outside close it.
 */
export default function MobileMenu({
  id,
  isOpen,
  onOpenChange,
  navigation,
  currentPath,
  cta,
  navigationLabel,
  closeLabel,
}: MobileMenuProps) {
  // Links to other pages close the menu through the `currentPath` change that follows; a link to
  // the page already shown closes it on press (no path change will come).
  const current = (href: string) => (isCurrentPath(href, currentPath) ? 'page' : undefined);
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={styles.overlay}
    >
      <Modal className={styles.panel}>
        <Dialog id={id} aria-label={navigationLabel} className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.panelTop}>
                <Button className={styles.iconButton} aria-label={closeLabel} onPress={close}>
                  <Icon name="close" size="large" />
                </Button>
              </div>
              <nav aria-label={navigationLabel}>
                <ul className={styles.mobileList}>
                  {navigation.map((item) => (
                    <li key={item.href}>
                      <Anchor
                        href={item.href}
                        className={styles.mobileLink}
                        aria-current={current(item.href)}
                        onClick={current(item.href) ? close : undefined}
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
                                onClick={current(child.href) ? close : undefined}
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
              <Anchor
                href={cta.href}
                className={styles.mobileCta}
                onClick={current(cta.href) ? close : undefined}
              >
                {cta.label}
              </Anchor>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
