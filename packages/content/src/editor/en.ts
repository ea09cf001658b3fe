import type { EditorCopy } from './schema';

export const editorCopy: EditorCopy = {
  translation: {
    label: 'Telugu translation',
    current: 'The Telugu translates the English as it is now.',
    stale:
      'The English has changed since the Telugu of these fields was translated: {fields}. Update them in the Telugu pane; saving them marks them translated.',
    listFilter: 'Telugu behind the English: {field}',
  },
  posts: {
    label: 'Blog articles',
    labelSingular: 'Blog article',
    description:
      'Each article in English and in Telugu. Tick "Draft" to keep it off the site; a date in the future publishes it on that day.',
    draftSuffix: 'draft',
    fields: {
      title: { label: 'Title' },
      excerpt: { label: 'Summary (shown in lists and search results)' },
      date: {
        label: 'Publication date (India time; a future date publishes the article on that day)',
      },
      author: { label: 'Author' },
      category: { label: 'Category' },
      image: {
        label: 'Illustration (the same picture in both languages)',
        hint: 'Upload a photo (JPEG, PNG or WebP), or choose one of the drawings (SVG) already in the media library.',
      },
      imageAlt: { label: 'Description of the illustration (for readers who cannot see it)' },
      draft: { label: 'Draft (not published until this is off)' },
      awaitingTranslation: {
        label: 'Awaiting its Telugu translation (publish in English only for now)',
        hint: 'The Telugu pane may stay empty. Turn this off when the Telugu is written.',
      },
      body: {
        label: 'Article',
        hint: 'At least five paragraphs of 40 words or more; subheadings, lists, quotes and links.',
      },
    },
  },
  authors: {
    label: 'Authors',
    labelSingular: 'Author',
    description: 'The people who write for the blog, in English and in Telugu.',
    fields: {
      name: { label: 'Name' },
      role: { label: 'Role' },
      bio: { label: 'Biography' },
    },
  },
  company: {
    label: 'Company',
    description: 'The company’s details shown on every page: address, phones, e-mails, links.',
    factsLabel: 'Company facts (the same in both languages)',
    textLabel: 'Company text',
    fields: {
      name: { label: 'Name' },
      legalName: { label: 'Registered name' },
      cin: { label: 'Corporate Identity Number' },
      website: { label: 'Website (https://…, no path)' },
      email: { label: 'E-mail' },
      phone: { label: 'Phone' },
      grievanceOfficerEmail: { label: 'Grievance officer’s e-mail' },
      postalCode: { label: 'PIN code' },
      foundedYear: { label: 'Founded (year)' },
      logo: { label: 'Logo' },
      logoSrc: { label: 'File' },
      logoWidth: { label: 'Width (pixels)' },
      logoHeight: { label: 'Height (pixels)' },
      logoAlt: { label: 'Text for readers who cannot see it' },
      social: { label: 'Social links (in the order shown on the site)' },
      socialNetwork: { label: 'Network' },
      socialHref: { label: 'Address (https://…)' },
      tagline: { label: 'Tagline' },
      description: { label: 'Description' },
      grievanceOfficerName: { label: 'Grievance officer (as on the legal pages)' },
      address: { label: 'Address (the PIN code is a fact above)' },
      streetAddress: { label: 'Street address' },
      locality: { label: 'Locality' },
      region: { label: 'Region' },
      country: { label: 'Country' },
      socialLabels: { label: 'Names of the social links, for screen readers' },
    },
  },
  messages: {
    required: 'Fill in “{field}”.',
    choose: 'Choose “{field}”.',
    date: 'Choose a day in the calendar.',
    bodyParagraphs: (count, words) =>
      `Write at least ${count} paragraphs of ${words} words or more; this has {found}. Subheadings, lists and quotes do not count: join short paragraphs, or write more.`,
    bodyMarkdown:
      'Line {line} holds something articles cannot show (HTML, a code block, a # title, a rule, an image, or a link that is not an address): write text, ## or ### subheadings, lists, quotes and links only.',
    imageRequired:
      'Choose an illustration: upload a photo, or choose one of the drawings in the media library.',
    imageTooNarrow: (count) =>
      `This photo is {width} pixels wide: choose one at least ${count} pixels wide.`,
    imageTooHeavy: (count) =>
      `This photo has too much fine detail to load quickly on a phone (over ${count} KB even at the lowest quality the site uses): choose a calmer photo, or one with less grain.`,
    imageChecking: 'Checking the photo…',
    imageUnreadable: 'This file cannot be opened as a picture: upload it again, or choose another.',
    titleTooLong: (count) => `Keep the title to ${count} characters or fewer.`,
    excerptTooShort: (count) =>
      `The summary needs at least ${count} characters: one or two full sentences.`,
    imageAltTooShort: (count) => `Describe the picture in at least ${count} characters.`,
    bioTooShort: (count) => `Write a biography of at least ${count} characters.`,
    image: (count) =>
      `Upload a JPEG, PNG or WebP photo at least ${count} pixels wide, its file name in lowercase letters, digits and hyphens.`,
    website: 'An https:// address with no path, e.g. https://www.lumenor.in',
    email: 'An e-mail address, e.g. info@lumenor.in',
    phone: 'Starts with +91, then digits and spaces.',
    postalCode: 'Six digits.',
    socialHref: 'An address that starts with https://',
  },
};
