import type { Link } from '@lumenor/content';
import { List, type ListColumns, TextLink, type TextLinkWeight } from '@lumenor/ui';

export interface LinkListProps {
  links: readonly Link[];
  /** Two columns from the tablet breakpoint, for a long list. @default 1 */
  columns?: ListColumns;
  /** @default 'regular' */
  weight?: TextLinkWeight;
  /** Said after an off-site link's name ('opens another website'). */
  externalLabel?: string;
}

/** A plain list of links, one a line, no markers. */
export function LinkList({ links, columns, weight, externalLabel }: LinkListProps) {
  return (
    <List
      marker="none"
      columns={columns}
      items={links.map((link) => (
        <TextLink key={link.href} href={link.href} weight={weight} externalLabel={externalLabel}>
          {link.label}
        </TextLink>
      ))}
    />
  );
}
