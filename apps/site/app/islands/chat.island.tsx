import { ChatWidget, IconSpriteProvider } from '@lumenor/ui';

export interface ChatIslandProps {
  iconSprite: string;
  title: string;
  body: string;
  action: { label: string; href: string };
  openLabel: string;
  closeLabel: string;
}

/** The chat prompt: hydrated, it also closes when focus leaves the card. */
export default function ChatIsland({ iconSprite, ...chat }: ChatIslandProps) {
  return (
    <IconSpriteProvider href={iconSprite}>
      <ChatWidget {...chat} />
    </IconSpriteProvider>
  );
}
