import type { SectionIntro } from '@lumenor/content';
import { Section, SectionHeader, type SectionProps, Stack, type StackGap } from '@lumenor/ui';
import type { ReactNode } from 'react';

export interface HeadedSectionProps extends Pick<SectionProps, 'tone' | 'id' | 'width'> {
  /** The section's heading (its h2) and the introduction under it, from @lumenor/content. */
  header: SectionIntro;
  /** Id of the h2, for in-page links and, with `landmark`, the section's name. */
  headingId: string;
  /**
   * Name the section by its heading, making it a region landmark: only for the few a reader jumps
   * to. @default false
   */
  landmark?: boolean;
  /**
   * Stack the header and the children with this space between them, on top of the header's own
   * margin. @default none: the children follow the header, spaced by its margin alone
   */
  gap?: StackGap;
  children: ReactNode;
}

/** A page band opened by a ui SectionHeader filled from a content `SectionIntro`, content below. */
export function HeadedSection({
  header,
  headingId,
  landmark = false,
  gap,
  tone,
  id,
  width,
  children,
}: HeadedSectionProps) {
  const opening = (
    <SectionHeader heading={header.heading} headingId={headingId} lead={header.intro} />
  );
  return (
    <Section tone={tone} id={id} width={width} labelledBy={landmark ? headingId : undefined}>
      {gap ? (
        <Stack gap={gap}>
          {opening}
          {children}
        </Stack>
      ) : (
        <>
          {opening}
          {children}
        </>
      )}
    </Section>
  );
}
