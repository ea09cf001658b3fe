/** Telugu twin of en.ts: same shape, translated copy. */
import { contactLimits } from './fields';
import { createContactFormValidator } from './helpers';
import { contactErrorMessagesFrom } from './messages';
import type { ContactFormCopy, NewsletterCopy } from './schema';
import { createContactFormSchema } from './schema';

export const contactFormCopy: ContactFormCopy = {
  requiredNote: 'ఫోన్ నంబర్ మినహా మిగతా అన్ని వివరాలు తప్పనిసరి.',
  fields: {
    name: { label: 'పూర్తి పేరు', placeholder: 'ఉదా. ప్రియా రెడ్డి' },
    email: {
      label: 'ఇ-మెయిల్',
      placeholder: 'you@department.gov.in',
      description: 'మా సమాధానం ఈ చిరునామాకే పంపుతాము.',
    },
    phone: {
      label: 'ఫోన్ (ఐచ్ఛికం)',
      placeholder: '+91 98480 12345',
      description: 'మేము మీకు ఫోన్ చేయాలని కోరుకుంటే, మీ నంబర్ ఇవ్వండి.',
    },
    service: { label: 'సేవ', placeholder: 'ఒక సేవను ఎంచుకోండి' },
    message: {
      label: 'సందేశం',
      placeholder: 'మీ లక్ష్యాలు, గడువులు, ఇందులో పాల్గొనే శాఖలు లేదా బృందాలు',
      description: `కనీసం ${contactLimits.messageMin} అక్షరాలు.`,
    },
  },
  submitLabel: 'అభ్యర్థన పంపండి',
  pendingLabel: 'పంపుతున్నాము...',
  success: {
    title: 'మీ అభ్యర్థన విజయవంతంగా అందింది!',
    description: 'వీలైనంత త్వరగా మేము మిమ్మల్ని సంప్రదిస్తాము.',
  },
  failure: {
    title: 'లోపం',
    description: 'మీ అభ్యర్థనను పంపడంలో సమస్య ఎదురైంది. దయచేసి కొంత సమయం తర్వాత మళ్లీ ప్రయత్నించండి.',
  },
  characterCount: {
    wording: '{max} అక్షరాలలో {count}',
    tooMany: {
      one: 'మీరు {over} అక్షరం ఎక్కువగా రాశారు',
      other: 'మీరు {over} అక్షరాలు ఎక్కువగా రాశారు',
    },
    numberLocale: 'te-IN',
  },
  honeypotLabel: 'ఈ ఖాళీని నింపకండి',
  noScript: {
    before: 'ఈ ఫారం పంపడానికి JavaScript అవసరం. మీ అభ్యర్థనను',
    after: 'చిరునామాకు ఇ-మెయిల్ చేయవచ్చు; పని దినాల్లో 24 గంటల్లోగా మేము స్పందిస్తాము.',
  },
  unavailable: {
    before:
      'ఫారం లోడ్ కాలేదు, కాబట్టి ఏదీ పంపబడలేదు; మీరు రాసినది ఇక్కడే ఉంది. మీరు మళ్లీ ఉపయోగించినప్పుడు లేదా మీ కనెక్షన్ తిరిగి వచ్చినప్పుడు ఇది మళ్లీ ప్రయత్నిస్తుంది. మీ అభ్యర్థనను',
    after: 'చిరునామాకు ఇ-మెయిల్ కూడా చేయవచ్చు; పని దినాల్లో 24 గంటల్లోగా మేము స్పందిస్తాము.',
    subject: 'సంప్రదింపుల అభ్యర్థన',
  },
};

/** The validation messages as written, each limit named by its placeholder. */
const contactErrorTemplates = {
  nameMin: 'పేరులో కనీసం {min} అక్షరాలు ఉండాలి',
  nameMax: 'పేరులో గరిష్ఠంగా {max} అక్షరాలు మాత్రమే ఉండాలి',
  email: 'దయచేసి సరైన ఇ-మెయిల్ చిరునామాను నమోదు చేయండి',
  phoneMax: 'ఫోన్ నంబర్‌లో గరిష్ఠంగా {max} అక్షరాలు మాత్రమే ఉండాలి',
  service: 'దయచేసి ఒక సేవను ఎంచుకోండి',
  messageMin: 'సందేశంలో కనీసం {min} అక్షరాలు ఉండాలి',
  messageMax: 'సందేశంలో గరిష్ఠంగా {max} అక్షరాలు మాత్రమే ఉండాలి',
};

export const contactErrorMessages = contactErrorMessagesFrom(contactErrorTemplates);

export const feedbackFormCopy: ContactFormCopy = {
  ...contactFormCopy,
  requiredNote: 'అన్ని వివరాలు తప్పనిసరి.',
  fields: {
    ...contactFormCopy.fields,
    message: {
      label: 'అభిప్రాయం',
      placeholder: 'ఏది పనిచేసింది, ఏది పనిచేయలేదు, ఏ పేజీలో',
      description: `కనీసం ${contactLimits.messageMin} అక్షరాలు.`,
    },
  },
  submitLabel: 'అభిప్రాయం పంపండి',
  success: {
    title: 'మీ అభిప్రాయానికి ధన్యవాదాలు!',
    description: 'ప్రతి సందేశాన్నీ చదువుతాము; మీరు ఏదైనా అడిగితే సమాధానం ఇస్తాము.',
  },
  noScript: {
    before: 'ఈ ఫారం పంపడానికి JavaScript అవసరం. మీ అభిప్రాయాన్ని',
    after: 'చిరునామాకు ఇ-మెయిల్ చేయవచ్చు; పని దినాల్లో 24 గంటల్లోగా మేము స్పందిస్తాము.',
  },
  unavailable: {
    before:
      'ఫారం లోడ్ కాలేదు, కాబట్టి ఏదీ పంపబడలేదు; మీరు రాసినది ఇక్కడే ఉంది. మీరు మళ్లీ ఉపయోగించినప్పుడు లేదా మీ కనెక్షన్ తిరిగి వచ్చినప్పుడు ఇది మళ్లీ ప్రయత్నిస్తుంది. మీ అభిప్రాయాన్ని',
    after: 'చిరునామాకు ఇ-మెయిల్ కూడా చేయవచ్చు; పని దినాల్లో 24 గంటల్లోగా మేము స్పందిస్తాము.',
    subject: 'వెబ్‌సైట్ అభిప్రాయం',
  },
};

export const feedbackErrorMessages = contactErrorMessagesFrom({
  ...contactErrorTemplates,
  messageMin: 'అభిప్రాయంలో కనీసం {min} అక్షరాలు ఉండాలి',
  messageMax: 'అభిప్రాయంలో గరిష్ఠంగా {max} అక్షరాలు మాత్రమే ఉండాలి',
});

export const newsletterCopy: NewsletterCopy = {
  subject: 'Lumenor వార్తాలేఖకు చందా అభ్యర్థన',
  body: 'దయచేసి నన్ను Lumenor Technologies వార్తాలేఖ జాబితాలో చేర్చండి.',
  bodyWithAddress: 'దయచేసి {address} చిరునామాను Lumenor Technologies వార్తాలేఖ జాబితాలో చేర్చండి.',
  note: (inbox) => `ఈ బటన్ నొక్కితే, ${inbox} చిరునామాకు పంపడానికి సిద్ధం చేసిన అభ్యర్థనతో మీ ఇ-మెయిల్ యాప్ తెరుచుకుంటుంది.`,
};

export const contactFormSchema = createContactFormSchema(contactErrorMessages);

export const validateContactForm = createContactFormValidator(contactErrorMessages);
