import { Grid, type GridColumns, type GridGap } from '@lumenor/ui';
import { HeadedSection, type HeadedSectionProps } from './HeadedSection';

export interface CardGridSectionProps extends Omit<HeadedSectionProps, 'gap'> {
  /** Grid columns at desktop width. @default 3 */
  columns?: GridColumns;
  /** Space between the cards. @default 'large' */
  gap?: GridGap;
  /** Space between the header and the grid, on top of the header's own margin. @default none */
  headerGap?: HeadedSectionProps['gap'];
}

/** A headed page band holding a set of cards: a Grid rendered as a list, one card an item. */
export function CardGridSection({
  columns,
  gap,
  headerGap,
  children,
  ...section
}: CardGridSectionProps) {
  return (
    <HeadedSection {...section} gap={headerGap}>
      <Grid columns={columns} gap={gap} asList>
        {children}
      </Grid>
    </HeadedSection>
  );
}
