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

/** The addresses the documents below point readers to, from the company record. */
const emailLink = { label: company.email, href: `mailto:${company.email}` };
const phoneLink = { label: company.phone, href: `tel:${company.phone.replaceAll(' ', '')}` };
const feedbackLink = { label: 'Feedback form', href: '/feedback' };

const accessibilityStatement: LegalDocument = {
  id: 'accessibility',
  lastUpdatedIso: '2026-11-29',
  intro: `${company.name} wants everyone, including people who use screen readers, keyboard navigation, magnification or voice control, to be able to use this website. This statement says which standard we aim for, what we tested and how, what we know does not yet work, and how to tell us about a problem. Every result below comes from a test named with it.`,
  sections: [
    {
      heading: 'Standard',
      paragraphs: [
        'We aim for the website to conform to the Web Content Accessibility Guidelines (WCAG) 2.2 at Level AA and to the Guidelines for Indian Government Websites and Apps (GIGW 3.0), whose accessibility requirements rest on the same standard, as does the Rights of Persons with Disabilities Act, 2016.',
        'The website meets that standard in the tests below, except for the known limitations listed further down.',
      ],
    },
    {
      heading: 'What we tested and how',
      paragraphs: [
        'These automated browser tests run on every change to the website, against the built pages in English and Telugu, and a change is published only when they pass. They sit in the folder apps/site/e2e of the website’s source code:',
      ],
      list: [
        'Automated rules: the axe engine checks every kind of page, in English and in Telugu (each page template, and every page built differently from the others of its template, such as a category without articles), against WCAG 2.2 AA at phone and desktop widths, and again with menus, dialogs and form messages open: every rule in the light theme, and the colour-contrast rules again in the dark and the high-contrast themes (page-sweep.spec.ts, axe.ts).',
        'Reflow: every kind of page at 320 and 360 pixels wide scrolls only up and down, with its menu button on screen (page-sweep.spec.ts).',
        'Text size and spacing: every kind of page with only the text enlarged to 200%, and with the WCAG text-spacing settings applied, shows no text cut off, overlapping or off the screen (page-sweep.spec.ts).',
        'Keyboard: a walk with the Tab key through every kind of page, at phone and desktop widths, finds every focused element at least half visible; the chat card closes as soon as focus leaves it, so it never hides the focused element (page-sweep.spec.ts; a11y-focus.spec.ts checks that walk against real presses of the Tab key, from the open chat card round the page).',
        'Forced colours: with Windows contrast themes (forced colours) buttons, links styled as buttons, focus rings and panels keep a visible edge (a11y-forced-colors.spec.ts).',
        'Whole words: every kind of page, with the text at 200% on a phone and a desktop and at its normal size 320 pixels wide, splits no word that fits on its line across two lines; columns reflow as the text grows (page-sweep.spec.ts).',
        'Accessibility toolbar: the text size buttons (A-, A, A+), the high-contrast mode and the skip link work with the keyboard, are named for screen readers and are remembered from page to page; on a phone the toolbar is one row at every text size, its options behind one button (gigw-toolbar.spec.ts).',
        'Header and search: before any script has finished loading, the menu holding the current page opens once when the page is first scrolled, and closes with Escape, a click elsewhere, focus moving on or further scrolling; every menu, the phone menu too, closes when focus leaves it, so focus never goes behind it; with text at 200% the header stops staying at the top once it would take more than a fifth of the screen, and never hides the focused element; the / key, which opens search, can be turned off in the search dialog (“Open search with the / key”), leaves a focused link or button alone, and closing search puts focus back where you were (header-behaviour.spec.ts).',
        'Chat button: on a phone it covers no link or button of the first screen, and comes into view as the page scrolls or when it is reached with the Tab key (chat-bubble-clear.spec.ts).',
        'What screen readers are told: the tests read the accessibility tree that Chromium hands to screen readers, and check the names, roles and states of landmarks, menus, dialogs, buttons, links and form messages (every test file).',
        'What appears after you act: the notifications after sending a form, open menus, dialogs, search results and form messages are checked on the real page for the styles they need (island-states-styled.spec.ts). When a form’s script cannot load, nothing you typed leaves the page, the form says so and offers our e-mail address, and it loads once the connection returns (contact-script-fails.spec.ts).',
      ],
    },
    {
      heading: 'Known limitations',
      paragraphs: ['We know of the following limitations and are working on them:'],
      list: [
        'no screen reader (NVDA, JAWS, VoiceOver or TalkBack) has yet been run on the website itself: the tests check what the browser tells a reader, not how each reader words it; the Screen Reader Access page lists the readers and how to get them;',
        'the contact and feedback forms need JavaScript to send; without it they show our e-mail address instead;',
        'the website is available in English and Telugu only; other languages of the two states, such as Urdu, are not yet offered;',
        'illustrations are decorative summaries of each topic and do not carry information that is not also in the text; and',
        'links to external websites, such as our social media pages, lead to services whose accessibility we do not control.',
      ],
    },
    {
      heading: 'Review of this statement',
      paragraphs: [
        'The date at the top of this page is the date of the last review, when the tests above were last run in full and the statement was checked against their results. We review it whenever a test is added or changed, and at least once a year.',
      ],
    },
    {
      heading: 'Reporting a problem',
      paragraphs: [
        `If you find a part of the website you cannot use, or need information in a different format, use the feedback form, write to ${company.email} with the subject “Accessibility”, or call ${company.phone} (${liveChat.days}, ${liveChat.hours}). Please tell us the page address and what went wrong.`,
        `We will acknowledge your report within ${replyPromise.hours} hours on working days, and aim to fix the problem or provide the information in an accessible form within 10 working days.`,
      ],
      links: [feedbackLink, emailLink, phoneLink],
    },
  ],
};

const hyperlinking: LegalDocument = {
  id: 'hyperlinking',
  lastUpdatedIso: '2026-11-24',
  intro: `This policy explains how you may link to the ${company.name} website, and how this website links to others.`,
  sections: [
    {
      heading: 'Links to this website',
      paragraphs: [
        'You do not need our prior permission to link to any page of this website. We ask only that the page opens in a full browser window, so that readers can see that it is ours.',
      ],
    },
    {
      heading: 'No framing',
      paragraphs: [
        'You may not load the pages of this website into frames on your site, or present them in any other way that hides where they come from or suggests that they belong to you.',
      ],
    },
    {
      heading: 'Links to other websites',
      paragraphs: [
        'Some pages link to other websites, such as our social media pages and the sites of screen reader makers. We provide these links for your convenience. We are not responsible for the contents, accuracy or availability of those websites, and a link does not mean that we endorse them or their views.',
        'A link to another website is marked as leading away from this one. We cannot guarantee that such links work all the time, and we have no control over the pages they lead to.',
      ],
    },
    {
      heading: 'Questions',
      paragraphs: [
        `If you want to know more about this policy, or to tell us about a broken link, use the feedback form or write to ${company.email}.`,
      ],
      links: [feedbackLink, emailLink],
    },
  ],
};

const copyright: LegalDocument = {
  id: 'copyright',
  lastUpdatedIso: '2026-11-24',
  intro: `The text, illustrations and design of this website are © ${company.foundedYear}–present ${company.legalName}. This policy says how you may reuse them.`,
  sections: [
    {
      heading: 'Reproduction free of charge',
      paragraphs: [
        'Material on this website may be reproduced free of charge, in any format or medium, without our specific permission, on the following conditions:',
      ],
      list: [
        'the material is reproduced accurately;',
        'it is not used in a derogatory manner or in a misleading context; and',
        `wherever it is published or given to others, the source is acknowledged: “Source: ${company.name}, ${company.website}”.`,
      ],
    },
    {
      heading: 'Material of others',
      paragraphs: [
        'The permission to reproduce does not extend to material of third parties shown on this website, such as the names and logos of government programmes, products and clients. Permission to reproduce such material must be obtained from its owners.',
      ],
    },
    {
      heading: 'Our name and logo',
      paragraphs: [
        `The ${company.name} name and logo identify our company. You may use them to refer to us or to link to this website, but not in a way that suggests we endorse you or your work.`,
      ],
    },
    {
      heading: 'Questions',
      paragraphs: [
        `To ask whether you may use a particular piece of material, use the feedback form or write to ${company.email}.`,
      ],
      links: [feedbackLink, emailLink],
    },
  ],
};

const screenReaderAccess: LegalDocument = {
  id: 'screen-reader-access',
  lastUpdatedIso: '2026-11-24',
  intro:
    'This website follows the Web Content Accessibility Guidelines (WCAG) 2.2 at Level AA, so people with visual impairments can read it with a screen reader: software that reads the page aloud or shows it on a braille display. The readers below work with the website; the accessibility statement says which of them we have tried it with.',
  sections: [
    {
      heading: 'NVDA (Windows, free)',
      paragraphs: [
        'NonVisual Desktop Access is a free, open-source screen reader for Windows, made by NV Access. Download it from the NV Access website. It reads Telugu with the eSpeak NG voice that comes with it, or with the Windows voices.',
      ],
      links: [{ label: 'NV Access: download NVDA', href: 'https://www.nvaccess.org/download/' }],
    },
    {
      heading: 'JAWS (Windows, commercial)',
      paragraphs: [
        'Job Access With Speech is a commercial screen reader for Windows, made by Freedom Scientific. Buy it, or try it in a time-limited mode, from the Freedom Scientific website.',
      ],
      links: [
        {
          label: 'Freedom Scientific: JAWS',
          href: 'https://www.freedomscientific.com/products/software/jaws/',
        },
      ],
    },
    {
      heading: 'VoiceOver (macOS and iOS, built in)',
      paragraphs: [
        'VoiceOver comes with every Mac, iPhone and iPad at no extra cost. On a Mac, press Command and F5 to turn it on; on an iPhone or iPad, turn it on in Settings, Accessibility.',
      ],
      links: [{ label: 'Apple: VoiceOver', href: 'https://support.apple.com/guide/voiceover/' }],
    },
    {
      heading: 'TalkBack (Android, built in)',
      paragraphs: [
        'TalkBack comes with Android phones and tablets at no extra cost. Turn it on in Settings, Accessibility, TalkBack. To hear Telugu, install the Telugu voice of the Speech Services by Google in the text-to-speech settings.',
      ],
      links: [
        {
          label: 'Google: TalkBack',
          href: 'https://support.google.com/accessibility/android/answer/6283677',
        },
      ],
    },
    {
      heading: 'Narrator (Windows, built in)',
      paragraphs: [
        'Narrator comes with Windows at no extra cost. Press the Windows logo key, Control and Enter to turn it on or off.',
      ],
      links: [
        {
          label: 'Microsoft: Narrator',
          href: 'https://support.microsoft.com/windows/complete-guide-to-narrator-e4397a0d-ef4f-b386-d8ae-c172f109bdb1',
        },
      ],
    },
    {
      heading: 'Using this website with a screen reader',
      paragraphs: ['Every page is built the same way, so you can move through it quickly:'],
      list: [
        'the first link on every page, “Skip to main content”, takes you past the menus to the page’s own content;',
        'each page has landmarks for the header, the main navigation, the main content and the footer, which your reader’s landmark list shows;',
        'each page has one main heading (level 1), and its sections have level 2 headings, so the headings list gives an outline of the page;',
        'the breadcrumb trail, where a page has one, says where the page sits in the website; and',
        'every page has a twin in Telugu: the language switch in the header leads to it, and the page tells your reader its language, so a reader with a Telugu voice switches to it.',
      ],
    },
    {
      heading: 'Problems with a screen reader',
      paragraphs: [
        `If a part of the website does not work with your screen reader, tell us the page, the reader and what happened through the feedback form or by writing to ${company.email}.`,
      ],
      links: [feedbackLink, emailLink],
    },
  ],
};

const help: LegalDocument = {
  id: 'help',
  lastUpdatedIso: '2026-11-24',
  intro: `This page explains how to find your way around the ${company.name} website, how to change the way it looks, which file formats it uses and whom to contact.`,
  sections: [
    {
      heading: 'Finding a page',
      paragraphs: [
        'The main menu at the top of every page leads to the main sections: services, industries, the company, the blog and the contact page. On a phone it opens with the “Open menu” button.',
        'Search looks through every page and article. On blog articles and categories, a breadcrumb trail above the heading shows where the page sits, and the sitemap lists every page of the website, grouped by section.',
      ],
      links: [
        { label: 'Search', href: '/search' },
        { label: 'Sitemap', href: '/sitemap' },
      ],
    },
    {
      heading: 'Using the keyboard',
      paragraphs: [
        'Every part of the website works with a keyboard. Press Tab to move to the next link, button or field and Shift and Tab to move back; press Enter to follow a link and Enter or Space to press a button; press Escape to close a menu or dialog. The first Tab on a page shows the “Skip to main content” link.',
        'Press / (slash) on a page, outside any link, button or field, to open the search. If you use voice control or the key gets in your way, turn it off with the “Open search with the / key” checkbox in the search dialog; your choice is kept in your browser for your next visit.',
      ],
    },
    {
      heading: 'Changing how the website looks',
      paragraphs: [
        'The toolbar at the top of every page makes the text smaller (A-), resets it (A) or makes it larger (A+), up to twice its size, and switches between the light, dark and high-contrast modes. Your choices are kept in your browser for your next visit, and are never sent to us.',
        'The language switch in the header moves between English and Telugu; every page has a twin in the other language. Your browser’s own zoom also works: the pages rearrange themselves so you never need to scroll sideways.',
      ],
    },
    {
      heading: 'File formats',
      paragraphs: [
        'Every page of this website is an HTML page that any browser can show, with or without JavaScript. The blog also has RSS and Atom news feeds, which a feed reader can follow, and the website publishes an XML sitemap for search engines.',
        'Illustrations are SVG images, which browsers show without any extra software. The website has no PDF documents or other files that need a separate program; if you need any information in another format, ask us.',
      ],
      links: [
        { label: 'RSS feed', href: '/rss.xml' },
        { label: 'Atom feed', href: '/atom.xml' },
      ],
    },
    {
      heading: 'Whom to contact',
      paragraphs: [
        `For questions about our services, use the contact page. For anything about this website, such as a page you cannot use or a mistake you have found, use the feedback form. You can also write to ${company.email}, call ${company.phone} (${liveChat.days}, ${liveChat.hours}) or write to ${company.legalName}, ${address}.`,
      ],
      links: [{ label: 'Contact page', href: '/contact' }, feedbackLink, emailLink, phoneLink],
    },
  ],
};

export const legal: {
  privacy: LegalDocument;
  terms: LegalDocument;
  hyperlinking: LegalDocument;
  copyright: LegalDocument;
} = { privacy, terms, hyperlinking, copyright };

/** The GIGW guides: how to read the website with a screen reader, and how to use it. */
export const guides: { screenReaderAccess: LegalDocument; help: LegalDocument } = {
  screenReaderAccess,
  help,
};

export { accessibilityStatement };
