import type { Faq, LiveChat, ReplyPromise } from './schema';

export const liveChat: LiveChat = {
  days: 'Monday-Friday',
  hours: '9am-5pm IST',
  text: 'Live chat is staffed Monday-Friday, 9am-5pm IST.',
};

export const replyPromise: ReplyPromise = {
  hours: 24,
  text: 'We reply to every enquiry within 24 hours on working days.',
};

export const faqs: Faq[] = [
  {
    id: 'engagement-start',
    question: 'How does an engagement with your team usually begin?',
    answer:
      'With a free consultation of about an hour. We listen to the problem, the people affected and the constraints (budget head, timelines, existing systems), then send a short written note with options, an indicative effort estimate and the questions we still need answered. There is no obligation to proceed.',
  },
  {
    id: 'government-procurement',
    question: 'Can you work through government procurement processes such as GeM and open tenders?',
    answer:
      'Yes. We respond to tenders and requests for proposal from state departments and public sector undertakings, and we can be engaged through the Government e-Marketplace (GeM) where the category allows. We provide the technical documentation, compliance declarations and escalation matrix that evaluation committees expect.',
  },
  {
    id: 'data-hosting',
    question: 'Where is our data hosted, and who owns it?',
    answer:
      'Data stays in India. For government work we deploy on the State Data Centre, on MeitY-empanelled cloud or on the client’s own infrastructure, as the department prefers. The client owns all data and the source code we write under the contract, and we hand over both with documentation at the end of the engagement.',
  },
  {
    id: 'support-after-launch',
    question: 'What support do you provide after a system goes live?',
    answer:
      'Every delivery includes a warranty period, typically six to twelve months, followed by an optional annual maintenance contract with agreed response and resolution times. We also train department staff and leave run-books so that day-to-day operation does not depend on us.',
  },
];
