import type { Stat } from '@lumenor/content';
import { Grid, type GridColumns, Section, StatCard } from '@lumenor/ui';

export interface StatBandProps {
  /** The figures, each a value and what it counts. */
  stats: readonly Stat[];
  /** Figures in a row on wide screens. @default 3 */
  columns?: GridColumns;
}

/** A brand-coloured band of headline figures under a page's hero. */
export function StatBand({ stats, columns = 3 }: StatBandProps) {
  return (
    <Section tone="brand" spacing="compact" as="div">
      <Grid columns={columns} asList>
        {stats.map((stat) => (
          <StatCard key={stat.label} value={stat.value} label={stat.label} />
        ))}
      </Grid>
    </Section>
  );
}
