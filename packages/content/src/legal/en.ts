import { company } from '../company/en';
import { formatAddress } from '../company/helpers';
import { liveChat, replyPromise } from '../support/en';
import type { LegalDocument } from './schema';

const address = formatAddress(company.address);

const privacy: LegalDocument = {
  id: 'privacy',
  lastUpdatedIso: '2025-05-22',
  intro: `This Privacy Policy explains how ${company.legalName} (“${company.name}”, “we”, “us”) collects and uses personal data when you visit this website or contact us through it. We process personal data in accordance with the Digital Personal Data Protection Act, 2023 (“DPDP Act”), the Information Technology Act, 2000 and the rules made under them.`,
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `${company.legalName} (CIN ${company.cin}) is a company incorporated in India with its registered office at ${address}. For the personal data described in this policy we are the Data Fiduciary under the DPDP Act.`,
      ],
    },
    {
      heading: 'What we collect',
      paragraphs: [
        'This website does not require an account, and you can read every page without giving us any personal data. We collect personal data only when you choose to send us a consultation request through the contact form or write to us by e-mail. The contact form collects:',
      ],
      list: [
        'your name;',
        'your e-mail address;',
        'your phone number, if you choose to give it (the field is optional);',
        'the service you are interested in; and',
        'the message you write to us.',
      ],
    },
    {
      heading: 'Why we use it',
      paragraphs: [
        'We use the details you send only to reply to your enquiry, to discuss the services you asked about and, if you become a client, to prepare a proposal. By submitting the form you give your consent to this use. We do not use your details for unrelated marketing, we do not sell them and we do not share them with anyone except the service provider described below.',
        'The newsletter box on our blog does not send anything through this website: Subscribe opens your own e-mail app with a ready-made request to our inbox. If you send that e-mail, we use your address only to send you our newsletter, and you can unsubscribe at any time by replying “unsubscribe”.',
      ],
    },
    {
      heading: 'How your message reaches us',
      paragraphs: [
        `When you submit the contact form, your browser sends the form contents to EmailJS, a third-party e-mail delivery service, which forwards them as an e-mail to our inbox (${company.email}). EmailJS acts as our Data Processor: it handles the data on our behalf only to deliver the message. EmailJS may process the data on servers outside India; such transfers are made in line with section 16 of the DPDP Act and any restrictions notified by the Central Government.`,
        'We do not use advertising trackers on this website. Your colour-theme preference is stored in your own browser and is never sent to us.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'We keep enquiries that do not lead to an engagement for up to 12 months from our last exchange with you, and then delete them from our mailboxes. If you become a client, correspondence becomes part of the contract records, which we keep for eight years to meet our obligations under Indian tax and company law. You may ask us to delete an enquiry earlier at any time.',
      ],
    },
    {
      heading: 'Your rights under the DPDP Act',
      paragraphs: ['As a Data Principal you have the right to:'],
      list: [
        'obtain a summary of the personal data we hold about you and how we process it;',
        'have inaccurate or incomplete data corrected, completed or updated;',
        'have your data erased when it is no longer needed for the purpose you gave it for;',
        'withdraw your consent at any time, as easily as you gave it (this does not affect processing already done);',
        'nominate another person to exercise your rights in the event of your death or incapacity; and',
        'have your grievance addressed by us, and, if you are not satisfied, complain to the Data Protection Board of India.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'The website is served only over HTTPS. Access to our enquiry inbox is restricted to the staff who respond to enquiries and protected by multi-factor authentication. If a personal data breach occurs, we will inform affected persons and the Data Protection Board of India as the DPDP Act requires.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        'This website is meant for government and business professionals. We do not knowingly collect personal data from anyone under 18 years of age; if you believe a child has contacted us, write to us and we will delete the data.',
      ],
    },
    {
      heading: 'Grievance Officer and contact',
      paragraphs: [
        `To exercise any of your rights or to raise a concern about how we handle personal data, write to our Grievance Officer at ${company.grievanceOfficer.email} or by post to ${company.grievanceOfficer.name}, ${address}. We will acknowledge your request within 24 hours on working days and resolve it within 30 days.`,
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'If we change this policy, we will publish the new version on this page with a new “last updated” date. Where a change affects how we use data you have already given us, we will ask for your consent again.',
      ],
    },
  ],
};

const terms: LegalDocument = {
  id: 'terms',
  lastUpdatedIso: '2025-05-22',
  intro: `These Terms of Service govern your use of this website, operated by ${company.legalName}. By using the website you agree to these terms. Our services themselves are provided only under a separate written agreement or government contract, which prevails over these terms.`,
  sections: [
    {
      heading: 'Use of the website',
      paragraphs: [
        'You may read, print and share pages of this website for your own information and for evaluating our services. You must not use the website in a way that breaks the law, interferes with its operation, attempts to gain unauthorised access to it, or sends us unsolicited bulk messages through the contact form.',
      ],
    },
    {
      heading: 'Information on the website',
      paragraphs: [
        'We describe our services, case studies and results in good faith. Case studies are summarised and, where our clients require it, anonymised. The information on this website is general and does not form an offer, a quotation or a response to any tender; the scope, price and service levels of any engagement are set out only in a signed agreement or purchase order.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        `The text, illustrations, logos and design of this website belong to ${company.legalName} unless stated otherwise. You may quote short passages with attribution. Names of government programmes and third-party products mentioned on the website belong to their respective owners and are used only to describe our work.`,
      ],
    },
    {
      heading: 'Consultation requests',
      paragraphs: [
        `Sending a request through the contact form does not create a contract. We aim to reply within ${replyPromise.hours} hours on working days. The initial consultation is free of charge and creates no obligation for either party. How we handle the personal data you send is described in our Privacy Policy.`,
      ],
    },
    {
      heading: 'Links to other websites',
      paragraphs: [
        'The website links to social networks and other external sites. We are not responsible for their content or their privacy practices; please read their own terms.',
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        'We take reasonable care to keep the website accurate and available, but we provide it “as is” and do not guarantee that it will be free of errors or interruptions. To the extent permitted by law, we are not liable for any indirect or consequential loss arising from use of the website. Nothing in these terms limits liability that cannot be limited under Indian law.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms from time to time. We will publish any change on this page at least 30 days before it takes effect, together with the date on which it comes into force, so that you have at least 30 days’ notice. Continuing to use the website after that date means you accept the updated terms.',
      ],
    },
    {
      heading: 'Governing law and jurisdiction',
      paragraphs: [
        'These terms are governed by the laws of India. The courts at Hyderabad, Telangana have exclusive jurisdiction over any dispute arising from them.',
      ],
    },
    {
      heading: 'Questions About These Terms',
      paragraphs: [
        `Questions about these terms can be sent to ${company.email} or by post to ${company.legalName}, ${address}. Grievances may also be addressed to our Grievance Officer at ${company.grievanceOfficer.email}.`,
      ],
    },
  ],
};

const accessibilityStatement: LegalDocument = {
  id: 'accessibility',
  lastUpdatedIso: '2025-05-22',
  intro: `${company.name} wants everyone, including people who use screen readers, keyboard navigation, magnification or voice control, to be able to use this website. This statement describes how accessible the website is and how to tell us about problems.`,
  sections: [
    {
      heading: 'Conformance target',
      paragraphs: [
        'We aim for the website to conform to the Web Content Accessibility Guidelines (WCAG) 2.2 at Level AA, which is also the basis of the accessibility requirements in the Guidelines for Indian Government Websites (GIGW 3.0) and the Rights of Persons with Disabilities Act, 2016.',
      ],
    },
    {
      heading: 'What we do',
      paragraphs: ['Each page of the website is built and tested to:'],
      list: [
        'be fully usable with a keyboard alone, with a visible focus indicator;',
        'use one main heading and a logical heading order, with landmarks for navigation and content;',
        'provide text alternatives for all meaningful images;',
        'meet WCAG colour contrast ratios in both the light and the dark theme;',
        'remain readable when text is enlarged to 200% and on screens as narrow as 320 pixels;',
        'respect the “reduce motion” setting of your device; and',
        'announce form errors and notifications to assistive technology.',
      ],
    },
    {
      heading: 'How we test',
      paragraphs: [
        'Every page is checked automatically with the axe accessibility engine, in both colour themes and at phone and desktop widths, before each release. We supplement automated checks with manual keyboard and screen reader testing (NVDA on Windows and TalkBack on Android) of new page types.',
      ],
    },
    {
      heading: 'Known limitations',
      paragraphs: ['We know of the following limitations and are working on them:'],
      list: [
        'the website is available in English and Telugu only; other languages of the two states, such as Urdu, are not yet offered;',
        'illustrations are decorative summaries of each topic and do not carry information that is not also in the text;',
        'links to external websites, such as our social media pages, lead to services whose accessibility we do not control; and',
        'manual screen reader testing has covered every page type, but not yet every individual blog article.',
      ],
    },
    {
      heading: 'Reporting a problem',
      paragraphs: [
        `If you find a part of the website you cannot use, or need information in a different format, write to ${company.email} with the subject “Accessibility”, or call ${company.phone} (${liveChat.days}, ${liveChat.hours}). Please tell us the page address and what went wrong.`,
        `We will acknowledge your report within ${replyPromise.hours} hours on working days, and aim to fix the problem or provide the information in an accessible form within 10 working days.`,
      ],
    },
  ],
};

export const legal: { privacy: LegalDocument; terms: LegalDocument } = { privacy, terms };
export { accessibilityStatement };
