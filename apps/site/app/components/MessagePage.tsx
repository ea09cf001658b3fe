import type { Link } from '@lumenor/content';
import { ButtonLink, Heading, Section, Stack } from '@lumenor/ui';
import type { ReactNode } from 'react';

export interface MessagePageProps {
  /** The page's h1. */
  title: string;
  /** What happened and what to do, as paragraphs. */
  children: ReactNode;
  /** The way out, usually home. */
  action: Link;
}

/** A page that only says something went wrong: its h1, a few paragraphs and one way out. */
export function MessagePage({ title, children, action }: MessagePageProps) {
  return (
    <Section>
      <Stack gap="large">
        <Heading level={1}>{title}</Heading>
        {children}
        <div>
          <ButtonLink href={action.href}>{action.label}</ButtonLink>
        </div>
      </Stack>
    </Section>
  );
}
