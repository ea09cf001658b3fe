import type { Link } from '@lumenor/content';
import { ButtonLink, Cluster, type ClusterGap, type ClusterJustify } from '@lumenor/ui';

export interface LinkButtonsProps {
  links: readonly Link[];
  /** @default 'small' */
  gap?: ClusterGap;
  /** @default 'start' */
  justify?: ClusterJustify;
}

/** A row of links to other pages, each a secondary button with an arrow. */
export function LinkButtons({ links, gap, justify }: LinkButtonsProps) {
  return (
    <Cluster gap={gap} justify={justify}>
      {links.map((link) => (
        <ButtonLink key={link.href} href={link.href} variant="secondary" iconEnd="arrow-right">
          {link.label}
        </ButtonLink>
      ))}
    </Cluster>
  );
}
