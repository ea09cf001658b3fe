import { Section, SectionHeader, type SectionProps, Stack, type StackGap } from '@lumenor/ui';
import type { ReactNode } from 'react';

export interface HeadedSectionProps extends Pick<SectionProps, 'tone' | 'id' | 'width'> {
  /** The section's h2. */
  heading: ReactNode;
  /** Id of the h2, for in-page links and, with `landmark`, the section's name. */
  headingId: string;
  /** One or two sentences under the heading. */
  lead?: ReactNode;
  /** Name the section by its heading, making it a region landmark (for the few a reader jumps to). @default false */
  landmark?: boolean;
  /**
   * Stack the header and the children with this space between them, on top of the header's own
   * margin. @default none: the children follow the header, spaced by its margin alone
   */
  gap?: StackGap;
  children: ReactNode;
}

/** A page band opened by a centred SectionHeader (heading and lead), the band's content below. */
export function HeadedSection({
  heading,
  headingId,
  lead,
  landmark = false,
  gap,
  tone,
  id,
  width,
  children,
}: HeadedSectionProps) {
  const header = <SectionHeader heading={heading} headingId={headingId} lead={lead} />;
  return (
    <Section tone={tone} id={id} width={width} labelledBy={landmark ? headingId : undefined}>
      {gap ? (
        <Stack gap={gap}>
          {header}
          {children}
        </Stack>
      ) : (
        <>
          {header}
          {children}
        </>
      )}
    </Section>
  );
}
