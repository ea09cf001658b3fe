import { Anchor } from '../../internal/Anchor.js';
import { Icon } from '../Icon/Icon.js';
import * as styles from './Breadcrumbs.css.js';

/** One step of the trail. The last item is the current page and needs no `href`. */
export interface BreadcrumbItem {
  label: string;
  href?: string;
}

export interface BreadcrumbsProps {
  /** The trail from the home page to the current page (last). */
  items: readonly BreadcrumbItem[];
  /** Accessible name of the navigation landmark, e.g. 'Breadcrumb'. */
  label: string;
}

/** A breadcrumb trail in a labelled `nav`; the last item is marked `aria-current="page"`. */
export function Breadcrumbs({ items, label }: BreadcrumbsProps) {
  return (
    <nav aria-label={label}>
      <ol className={styles.list}>
        {items.map((crumb, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={`${crumb.label}-${crumb.href ?? ''}`} className={styles.item}>
              {isLast || !crumb.href ? (
                <span className={styles.current} aria-current={isLast ? 'page' : undefined}>
                  {crumb.label}
                </span>
              ) : (
                <Anchor href={crumb.href} className={styles.link}>
                  {crumb.label}
                </Anchor>
              )}
              {!isLast && (
                <span className={styles.separator}>
                  <Icon name="chevron-right" size="small" />
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
