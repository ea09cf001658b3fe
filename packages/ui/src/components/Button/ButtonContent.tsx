import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon/Icon';
import * as styles from './Button.css';

export interface ButtonContentProps {
  children: ReactNode;
  isPending?: boolean;
  iconStart?: IconName | undefined;
  iconEnd?: IconName | undefined;
}

/**
 * @internal The inside of every button-shaped control: optional spinner/icons around the label.
 * Its own module, so ButtonLink (on every page) does not bring react-aria-components' Button.
 */
export function ButtonContent({ children, isPending, iconStart, iconEnd }: ButtonContentProps) {
  return (
    <>
      {isPending ? (
        <span className={styles.spinner} aria-hidden="true" data-testid="button-spinner" />
      ) : (
        iconStart && <Icon name={iconStart} size="small" />
      )}
      <span className={styles.label}>{children}</span>
      {iconEnd && <Icon name={iconEnd} size="small" />}
    </>
  );
}
