import {
  contactLimits,
  type Edition,
  edition,
  emptyContactFormValues,
  emptyFeedbackFormValues,
  feedbackFieldNames,
  feedbackService,
  inboxServiceOptions,
} from '@lumenor/content';
import type { ContactFormIslandProps } from '../islands/contact-form.island';

/** What a page adds to the form's props itself: the sprite's address and its own heading. */
export type ContactFormData = Omit<ContactFormIslandProps, 'iconSprite' | 'section'>;

/**
 * The props of the contact-form island, as page data in the page's language: the consultation
 * form of /contact, or the feedback form of /feedback (the same form with a field set of its own:
 * name, e-mail and feedback, sent to the same inbox through the same call, as the service
 * 'Website feedback'). The service lists travel as page data, so they are not bundled.
 */
export function contactFormData(content: Edition, form: 'contact' | 'feedback'): ContactFormData {
  const { company, layoutCopy, locale } = content;
  const common = {
    inbox: company.email,
    limits: contactLimits,
    toastRegion: { label: layoutCopy.toastRegionLabel, dismissLabel: layoutCopy.dismissLabel },
  };
  if (form === 'feedback') {
    return {
      ...common,
      formId: 'feedback',
      shownFields: feedbackFieldNames,
      copy: content.feedbackFormCopy,
      errorMessages: content.feedbackErrorMessages,
      services: [],
      inboxServices: inboxServiceOptions([feedbackService], locale),
      emptyValues: emptyFeedbackFormValues,
    };
  }
  return {
    ...common,
    copy: content.contactFormCopy,
    errorMessages: content.contactErrorMessages,
    services: content.serviceOptions.map(({ value, label }) => ({ value, label })),
    inboxServices: inboxServiceOptions(edition('en').serviceOptions, locale),
    emptyValues: emptyContactFormValues,
  };
}
