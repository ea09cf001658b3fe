import type { Hero as HeroContent } from '@lumenor/content';
import { ButtonLink, Hero, type HeroTone } from '@lumenor/ui';
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

/** A ui `Hero` filled from a content `Hero` record; the actions become ButtonLinks. */
export function PageHero({
  hero,
  display = false,
  tone = 'default',
  align = 'start',
  children,
  media,
}: PageHeroProps) {
  const onBrand = tone === 'brand';
  const { primaryAction, secondaryAction } = hero;
  const actions =
    primaryAction || secondaryAction ? (
      <>
        {primaryAction && (
          <ButtonLink
            href={primaryAction.href}
            variant={onBrand ? 'onBrand' : 'primary'}
            size="large"
            iconEnd="arrow-right"
          >
            {primaryAction.label}
          </ButtonLink>
        )}
        {secondaryAction && (
          <ButtonLink
            href={secondaryAction.href}
            variant={onBrand ? 'onBrandOutline' : 'secondary'}
            size="large"
          >
            {secondaryAction.label}
          </ButtonLink>
        )}
      </>
    ) : undefined;
  return (
    <Hero
      title={hero.heading}
      lead={hero.body}
      eyebrow={hero.eyebrow}
      actions={actions}
      display={display}
      tone={tone}
      align={align}
      media={media}
    >
      {children}
    </Hero>
  );
}
