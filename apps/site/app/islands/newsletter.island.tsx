import { IconSpriteProvider } from '@lumenor/ui';
import { Newsletter, type NewsletterProps } from '../components/Newsletter/Newsletter';

export interface NewsletterIslandProps extends NewsletterProps {
  iconSprite: string;
}

/** The blog's newsletter box: hydrated, its mail link carries the address typed in the box. */
export default function NewsletterIsland({ iconSprite, ...newsletter }: NewsletterIslandProps) {
  return (
    <IconSpriteProvider href={iconSprite}>
      <Newsletter {...newsletter} />
    </IconSpriteProvider>
  );
}
