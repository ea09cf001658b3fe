import type { Hero as HeroContent } from '@lumenor/content';
import { Hero, type HeroTone } from '@lumenor/ui';
import type { ReactNode } from 'react';

export interface PageHeroProps {
  /** The page's hero record from @lumenor/content: eyebrow, h1, lead and up to two actions. */
  hero: HeroContent;
  /** Larger display title (home page). @default false */
  display?: boolean;
  /** Background band. @default 'default' */
  tone?: HeroTone;
  /** Copy alignment when there is no media. @default 'start' */
  align?: 'start' | 'center';
  /** Extra content under the actions, such as a row of stats. */
  children?: ReactNode;
  /** An image beside the copy. */
  media?: ReactNode;
}

/** A ui `Hero` filled from a content `Hero` record. */
export function PageHero({
  hero,
  display = false,
  tone = 'default',
  align = 'start',
  children,
  media,
}: PageHeroProps) {
  return (
    <Hero
      title={hero.heading}
      lead={hero.body}
      eyebrow={hero.eyebrow}
      primaryAction={hero.primaryAction}
      secondaryAction={hero.secondaryAction}
      display={display}
      tone={tone}
      align={align}
      media={media}
    >
      {children}
    </Hero>
  );
}
