import {
  contactLimits,
  emptyFeedbackFormValues,
  feedbackFieldNames,
  feedbackService,
  inboxServiceOptions,
} from '@lumenor/content';
import { PageHeader, Section } from '@lumenor/ui';
import { Island } from '../islands/Island';
import type { ChatBubbleRouteHandle } from '../lib/chat-bubble';
import { iconSpriteUrl } from '../lib/icon-sprite';
import { loadSitePage } from '../lib/loaders';
import { routeMeta } from '../lib/route-meta';
import type { Route } from './+types/feedback';

const path = '/feedback';

export function loader({ request }: Route.LoaderArgs) {
  const { content, page, head } = loadSitePage(request, path);
  const { company, layoutCopy, pages } = content;
  return {
    head,
    page,
    copy: pages.feedback,
    // The consultation form with a field set of its own: name, e-mail and feedback, sent to the
    // same inbox through the same call, as the service 'Website feedback'.
    form: {
      formId: 'feedback' as const,
      shownFields: feedbackFieldNames,
      copy: content.feedbackFormCopy,
      errorMessages: content.feedbackErrorMessages,
      inbox: company.email,
      services: [],
      inboxServices: inboxServiceOptions([feedbackService], content.locale),
      limits: contactLimits,
      emptyValues: emptyFeedbackFormValues,
    },
    toastRegion: { label: layoutCopy.toastRegionLabel, dismissLabel: layoutCopy.dismissLabel },
  };
}

export const meta: Route.MetaFunction = routeMeta;

/** The page is a form: no chat bubble over its fields (lib/chat-bubble.ts). */
export const handle: ChatBubbleRouteHandle = { chatBubble: false };

export default function FeedbackPage({ loaderData }: Route.ComponentProps) {
  const { page, copy, form, toastRegion } = loaderData;
  return (
    <>
      <PageHeader title={page.heading} lead={copy.hero.body} />
      <Section width="narrow">
        <Island
          name="contact-form"
          props={{ iconSprite: iconSpriteUrl, section: copy.formSection, toastRegion, ...form }}
        />
      </Section>
    </>
  );
}
