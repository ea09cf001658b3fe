import { PageHeader, Section } from '@lumenor/ui';
import { Island } from '../islands/Island';
import type { ChatBubbleRouteHandle } from '../lib/chat-bubble';
import { contactFormData } from '../lib/contact-form';
import { iconSpriteUrl } from '../lib/icon-sprite';
import { loadSitePage } from '../lib/loaders';
import { routeMeta } from '../lib/route-meta';
import type { Route } from './+types/feedback';

const path = '/feedback';

export function loader({ request }: Route.LoaderArgs) {
  const { content, page, head } = loadSitePage(request, path);
  return { head, page, copy: content.pages.feedback, form: contactFormData(content, 'feedback') };
}

export const meta: Route.MetaFunction = routeMeta;

/** The page is a form: no chat bubble over its fields (lib/chat-bubble.ts). */
export const handle: ChatBubbleRouteHandle = { chatBubble: false };

export default function FeedbackPage({ loaderData }: Route.ComponentProps) {
  const { page, copy, form } = loaderData;
  return (
    <>
      <PageHeader title={page.heading} lead={copy.hero.body} />
      <Section width="narrow">
        <Island
          name="contact-form"
          props={{ iconSprite: iconSpriteUrl, section: copy.formSection, ...form }}
        />
      </Section>
    </>
  );
}
