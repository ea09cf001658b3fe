import { Grid, type GridColumns, type GridGap, Stack } from '@lumenor/ui';
import type { ReactNode } from 'react';
import { HeadedSection, type HeadedSectionProps } from './HeadedSection';

export interface CardGridSectionProps extends Omit<HeadedSectionProps, 'gap'> {
  /** Grid columns at desktop width. @default 3 */
  columns?: GridColumns;
  /** Space between the cards. @default 'large' */
  gap?: GridGap;
  /** Space between the header and the grid, on top of the header's own margin. @default none */
  headerGap?: HeadedSectionProps['gap'];
  /** What follows the cards in the band (a list's page navigation). */
  after?: ReactNode;
}

/** A headed page band holding a set of cards: a Grid rendered as a list, one card an item. */
export function CardGridSection({
  columns,
  gap,
  headerGap,
  after,
  children,
  ...section
}: CardGridSectionProps) {
  const grid = (
    <Grid columns={columns} gap={gap} asList>
      {children}
    </Grid>
  );
  return (
    <HeadedSection {...section} gap={headerGap}>
      {after ? (
        <Stack gap="xlarge">
          {grid}
          {after}
        </Stack>
      ) : (
        grid
      )}
    </HeadedSection>
  );
}
