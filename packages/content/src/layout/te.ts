/** Telugu twin of en.ts: same shape, translated copy. */
import { company } from '../company/te';
import { supportRecords } from '../support/records';

const { liveChat } = supportRecords('te');

import type { LayoutCopy } from './schema';

export const layoutCopy: LayoutCopy = {
  skipToContent: 'ప్రధాన విషయానికి వెళ్లండి',
  mainMenuLabel: 'ప్రధాన మెనూ',
  menuLabel: 'మెనూ',
  openMenu: 'మెనూ తెరవండి',
  closeMenu: 'మెనూ మూసివేయండి',
  toggleSubmenu: '{label} పేజీలను చూపండి',
  colorMode: {
    switchToDark: 'ముదురు రంగు థీమ్‌కు మారండి',
    switchToLight: 'లేత రంగు థీమ్‌కు మారండి',
  },
  accessibilityToolbar: {
    label: 'సౌలభ్య ఎంపికలు',
    optionsButton: 'సౌలభ్యం',
    screenReaderLink: { label: 'స్క్రీన్ రీడర్ సౌలభ్యం', href: '/screen-reader-access' },
    textSize: {
      label: 'అక్షరాల పరిమాణం',
      decrease: 'అక్షరాల పరిమాణం తగ్గించండి',
      reset: 'సాధారణ అక్షరాల పరిమాణం',
      increase: 'అక్షరాల పరిమాణం పెంచండి',
      status: 'అక్షరాల పరిమాణం {size}',
    },
    colorMode: {
      label: 'రంగుల థీమ్',
      light: 'లేత రంగు థీమ్',
      dark: 'ముదురు రంగు థీమ్',
      contrast: 'అధిక కాంట్రాస్ట్ థీమ్',
    },
  },
  chat: {
    openLabel: 'మాతో చాట్ చేయండి',
    closeLabel: 'చాట్ మూసివేయండి',
    title: 'మాతో చాట్ చేయండి',
    body: 'ఏదైనా ప్రాజెక్టు, టెండర్ లేదా మా సేవల గురించి సందేహం ఉందా? మా బృందం సంతోషంగా సహాయం చేస్తుంది.',
    action: { label: 'సంభాషణ ప్రారంభించండి', href: '/contact' },
    hours: liveChat.text,
  },
  notFound: {
    title: 'పేజీ కనబడలేదు',
    body: 'మీరు వెతుకుతున్న పేజీ లేదు, లేదా వేరే చోటికి మార్చబడింది.',
    action: { label: 'హోమ్ పేజీకి తిరిగి వెళ్లండి', href: '/' },
    logMessage: '404 లోపం: ఉనికిలో లేని మార్గాన్ని వినియోగదారు తెరవడానికి ప్రయత్నించారు:',
  },
  error: {
    title: 'అనుకోని లోపం ఎదురైంది!',
    body: 'ఈ పేజీని తెరుస్తున్నప్పుడు ఏదో పొరపాటు జరిగింది. దయచేసి మళ్లీ ప్రయత్నించండి, లేదా హోమ్ పేజీకి తిరిగి వెళ్లండి.',
    action: { label: 'హోమ్ పేజీకి తిరిగి వెళ్లండి', href: '/' },
  },
  logoLabel: `${company.name} హోమ్ పేజీ`,
  languageSwitch: {
    label: 'భాష',
    description: '{language} భాషలో ఈ పేజీని చదవండి',
    pending: 'ఈ పేజీ తెలుగు అనువాదం సిద్ధమవుతోంది',
  },
  toastRegionLabel: 'నోటిఫికేషన్‌లు',
  dismissLabel: 'మూసివేయండి',
  externalLinkNote: 'వేరే వెబ్‌సైట్ తెరుచుకుంటుంది',
  breadcrumbLabel: 'పేజీ మార్గం',
  lastReviewedLabel: 'చివరిసారి సమీక్షించిన తేదీ',
  footerLabel: 'వెబ్‌సైట్ దిగువ భాగం',
  titleSuffix: company.name,
  search: {
    href: '/search',
    openLabel: 'వెతకండి',
    dialogTitle: 'ఈ వెబ్‌సైట్‌లో వెతకండి',
    inputLabel: 'పేజీలు, వ్యాసాల్లో వెతకండి',
    placeholder: 'ఉదాహరణకు: డాష్‌బోర్డ్, తెలంగాణ, సైబర్ భద్రత',
    closeLabel: 'వెతకడం మూసివేయండి',
    shortcutToggle: '/ కీతో వెతుకులాటను తెరవండి',
    resultsLabel: 'వెతుకులాట ఫలితాలు',
    submitLabel: 'వెతకండి',
    prompt: 'ప్రతి పేజీ, వ్యాసంలో వెతకడానికి ఒక పదాన్ని టైప్ చేయండి.',
    loading: 'వెతుకులాట సిద్ధమవుతోంది…',
    resultCount: {
      one: '‘{query}’ కోసం {count} ఫలితం',
      other: '‘{query}’ కోసం {count} ఫలితాలు',
    },
    noResults: '‘{query}’ కోసం ఫలితాలు లేవు. మరో పదంతో ప్రయత్నించండి, లేదా సైట్‌మ్యాప్‌ను చూడండి.',
    error: 'వెతుకులాట లోడ్ కాలేదు. దయచేసి మళ్లీ ప్రయత్నించండి, లేదా సైట్‌మ్యాప్‌ను చూడండి.',
    types: { page: 'పేజీ', article: 'వ్యాసం' },
    noScript:
      'ఈ వెబ్‌సైట్‌లో వెతకడానికి జావాస్క్రిప్ట్ అవసరం, అది మీ బ్రౌజర్‌లో పనిచేయడం లేదు. అయినా ప్రతి పేజీ ఒక లింక్ దూరంలోనే ఉంది: సైట్‌మ్యాప్ అన్ని పేజీలను చూపిస్తుంది, ప్రధాన విభాగాలు కింద ఉన్నాయి.',
    browse: {
      heading: 'పేజీని కనుగొనేందుకు ఇతర మార్గాలు',
      intro: 'సైట్‌మ్యాప్ ఈ వెబ్‌సైట్‌లోని ప్రతి పేజీని, వ్యాసాన్ని విభాగాల వారీగా చూపిస్తుంది.',
      sitemap: { label: 'సైట్‌మ్యాప్ చూడండి', href: '/sitemap' },
    },
  },
};
