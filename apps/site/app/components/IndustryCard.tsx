import { type Edition, type Industry, industryPath } from '@lumenor/content';
import { Card, Image } from '@lumenor/ui';

/** What an industry card shows; built by {@link industrySummary} in a route loader. */
export interface IndustrySummary extends Pick<Industry, 'id' | 'title' | 'description' | 'image'> {
  href: string;
}

/** Loader-side: an industry's card fields and the address of its page in this edition. */
export function industrySummary(
  { id, title, description, image }: Industry,
  content: Edition,
): IndustrySummary {
  return { id, title, description, image, href: content.href(industryPath(id)) };
}

export interface IndustryCardProps {
  industry: IndustrySummary;
  /** The visible cue of the card's link. */
  actionLabel: string;
  /** Load the picture first: the card is in the first screen. @default false */
  priority?: boolean;
}

/** An industry as a linked card: a 16:9 picture, title, description and the cue to its page. */
export function IndustryCard({ industry, actionLabel, priority = false }: IndustryCardProps) {
  return (
    <Card
      title={industry.title}
      href={industry.href}
      actionLabel={actionLabel}
      media={<Image {...industry.image} ratio="16/9" priority={priority} />}
    >
      {industry.description}
    </Card>
  );
}
