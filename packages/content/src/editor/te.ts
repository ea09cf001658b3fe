import type { EditorCopy } from './schema';

export const editorCopy: EditorCopy = {
  translation: {
    label: 'తెలుగు అనువాదం',
    current: 'తెలుగు పాఠం ప్రస్తుత ఆంగ్ల పాఠానికి అనువాదమే.',
    stale:
      'ఈ భాగాల తెలుగు అనువాదం తర్వాత ఆంగ్ల పాఠం మారింది: {fields}. తెలుగు వైపు వాటిని సవరించండి; భద్రపరిస్తే అనువదించినట్లు గుర్తిస్తాం.',
    listFilter: 'ఆంగ్లం కంటే వెనుకబడిన తెలుగు: {field}',
  },
  posts: {
    label: 'బ్లాగ్ వ్యాసాలు',
    labelSingular: 'బ్లాగ్ వ్యాసం',
    description:
      'ప్రతి వ్యాసం ఇంగ్లీషులో, తెలుగులో. సైట్‌లో కనిపించకూడదంటే "చిత్తుప్రతి"ని ఎంచుకోండి; భవిష్యత్తు తేదీ ఇస్తే వ్యాసం ఆ రోజున ప్రచురితమవుతుంది.',
    draftSuffix: 'చిత్తుప్రతి',
    fields: {
      title: { label: 'శీర్షిక' },
      excerpt: { label: 'సారాంశం (జాబితాల్లో, శోధన ఫలితాల్లో కనిపిస్తుంది)' },
      date: {
        label: 'ప్రచురణ తేదీ (భారత కాలమానం; భవిష్యత్తు తేదీ ఇస్తే వ్యాసం ఆ రోజున ప్రచురితమవుతుంది)',
      },
      author: { label: 'రచయిత' },
      category: { label: 'విభాగం' },
      image: {
        label: 'చిత్రం (ఒక ఫొటో; ఖాళీగా వదిలితే వ్యాసం పేరుతో ఉన్న బొమ్మ వాడుతుంది)',
      },
      imageAlt: { label: 'చిత్రం వివరణ (చూడలేని పాఠకుల కోసం)' },
      draft: { label: 'చిత్తుప్రతి (దీన్ని ఆపే వరకు ప్రచురించదు)' },
      body: {
        label: 'వ్యాసం',
        hint: 'కనీసం ఐదు పేరాలు, ఒక్కొక్కటి 40 పదాలు లేదా ఎక్కువ; ఉపశీర్షికలు, జాబితాలు, ఉల్లేఖనలు, లింకులు.',
      },
    },
  },
  authors: {
    label: 'రచయితలు',
    labelSingular: 'రచయిత',
    description: 'బ్లాగ్‌కు రాసేవారు, ఇంగ్లీషులో, తెలుగులో.',
    fields: {
      name: { label: 'పేరు' },
      role: { label: 'హోదా' },
      bio: { label: 'పరిచయం' },
    },
  },
  company: {
    label: 'సంస్థ',
    description: 'ప్రతి పేజీలో కనిపించే సంస్థ వివరాలు: చిరునామా, ఫోన్లు, ఈ-మెయిళ్లు, లింకులు.',
    factsLabel: 'సంస్థ వివరాలు (రెండు భాషల్లోనూ ఒకటే)',
    textLabel: 'సంస్థ పాఠం',
    fields: {
      name: { label: 'పేరు' },
      legalName: { label: 'నమోదైన పేరు' },
      cin: { label: 'కార్పొరేట్ గుర్తింపు సంఖ్య' },
      website: { label: 'వెబ్‌సైట్ (https://…, మార్గం లేకుండా)' },
      email: { label: 'ఈ-మెయిల్' },
      phone: { label: 'ఫోన్' },
      grievanceOfficerEmail: { label: 'ఫిర్యాదుల అధికారి ఈ-మెయిల్' },
      postalCode: { label: 'పిన్ కోడ్' },
      foundedYear: { label: 'స్థాపించిన సంవత్సరం' },
      logo: { label: 'లోగో' },
      logoSrc: { label: 'ఫైల్' },
      logoWidth: { label: 'వెడల్పు (పిక్సెళ్లు)' },
      logoHeight: { label: 'ఎత్తు (పిక్సెళ్లు)' },
      logoAlt: { label: 'చూడలేని పాఠకుల కోసం పాఠం' },
      social: { label: 'సోషల్ లింకులు (సైట్‌లో కనిపించే వరుసలో)' },
      socialNetwork: { label: 'నెట్‌వర్క్' },
      socialHref: { label: 'చిరునామా (https://…)' },
      tagline: { label: 'నినాదం' },
      description: { label: 'వివరణ' },
      grievanceOfficerName: { label: 'ఫిర్యాదుల అధికారి (చట్టపరమైన పేజీల్లో ఉన్నట్లు)' },
      address: { label: 'చిరునామా (పిన్ కోడ్ పై వివరాల్లో ఉంది)' },
      streetAddress: { label: 'వీధి చిరునామా' },
      locality: { label: 'ప్రాంతం' },
      region: { label: 'రాష్ట్రం' },
      country: { label: 'దేశం' },
      socialLabels: { label: 'సోషల్ లింకుల పేర్లు, స్క్రీన్ రీడర్ల కోసం' },
    },
  },
  messages: {
    required: '“{field}” నింపండి.',
    titleTooLong: (count) => `శీర్షిక ${count} అక్షరాలు మించకూడదు.`,
    excerptTooShort: (count) => `సారాంశం కనీసం ${count} అక్షరాలు ఉండాలి: ఒకటి రెండు పూర్తి వాక్యాలు.`,
    imageAltTooShort: (count) => `చిత్రాన్ని కనీసం ${count} అక్షరాలతో వివరించండి.`,
    bioTooShort: (count) => `పరిచయం కనీసం ${count} అక్షరాలు ఉండాలి.`,
    image: (count) =>
      `కనీసం ${count} పిక్సెళ్ల వెడల్పు ఉన్న JPEG, PNG లేదా WebP ఫొటో ఎక్కించండి; ఫైల్ పేరులో చిన్న ఆంగ్ల అక్షరాలు, అంకెలు, హైఫన్లు మాత్రమే.`,
    website: 'మార్గం లేని https:// చిరునామా, ఉదా. https://www.lumenor.in',
    email: 'ఒక ఈ-మెయిల్ చిరునామా, ఉదా. info@lumenor.in',
    phone: '+91తో మొదలై, తర్వాత అంకెలు, ఖాళీలు మాత్రమే.',
    postalCode: 'ఆరు అంకెలు.',
    socialHref: 'https://తో మొదలయ్యే చిరునామా',
  },
};
