/** Telugu twin of en.ts: same shape, translated copy. */
import { company } from '../company/te';
import { govServicePages } from '../government/te';
import { industries } from '../industries/te';
import { pages } from '../pages/te';
import { industryPath } from '../paths';
import { singleSitePages, sitePage } from './pages';
import type { SitePage, SitePageWords } from './schema';
import { pageTable, type SinglePageKey } from './table';

export const sitePageWords: Record<SinglePageKey, SitePageWords> = {
  home: {
    heading: pages.home.hero.heading,
    meta: {
      title: 'ఆంధ్రప్రదేశ్, తెలంగాణలో ప్రభుత్వాలు, సంస్థల కోసం సాంకేతిక సేవలు',
      description: `ప్రభుత్వాలు, సంస్థల కోసం కస్టమ్ సాఫ్ట్‌వేర్, AI, క్లౌడ్, సైబర్ భద్రత, డాష్‌బోర్డ్‌లు, GovConnect 360 పౌర భాగస్వామ్య సూట్‌ను ${company.name} రూపొందిస్తుంది. ${company.foundedYear} నుంచి హైదరాబాద్‌లో.`,
      keywords: ['ఇ-గవర్నెన్స్', 'ప్రభుత్వ సాఫ్ట్‌వేర్', 'ఆంధ్రప్రదేశ్', 'తెలంగాణ', 'హైదరాబాద్'],
    },
  },
  services: {
    heading: pages.services.hero.heading,
    meta: {
      title: 'మా సేవలు',
      description:
        'కస్టమ్ సాఫ్ట్‌వేర్, AI, మెషిన్ లెర్నింగ్, క్లౌడ్ తరలింపు, DevOps, సైబర్ భద్రత, నిబంధనల పాటింపు, డాష్‌బోర్డ్‌లు, విశ్లేషణ, GovConnect 360 సూట్.',
    },
  },
  industries: {
    heading: pages.industries.hero.heading,
    meta: {
      title: 'మేము సేవలందించే పరిశ్రమలు',
      description:
        'ప్రభుత్వ కాంట్రాక్టులు, శాంతిభద్రతల విభాగాలు, ఆంధ్రప్రదేశ్, తెలంగాణ ప్రభుత్వాలు, AI, డేటా ఉత్పత్తులతో పాటు మరో ఎనిమిది రంగాలకు సాంకేతికత.',
      keywords: [
        'ప్రభుత్వ సాంకేతికత',
        'శాంతిభద్రతల సాఫ్ట్‌వేర్',
        'ఆంధ్రప్రదేశ్ ప్రభుత్వం',
        'తెలంగాణ ప్రభుత్వం',
        'AI డేటా ఉత్పత్తులు',
        'భారతదేశంలో పరిశ్రమ పరిష్కారాలు',
      ],
    },
  },
  about: {
    heading: pages.about.hero.heading,
    meta: {
      title: 'మా గురించి',
      description: `${company.foundedYear}లో హైదరాబాద్‌లో ప్రారంభమైన ${company.name} ప్రభుత్వాలు, సంస్థల కోసం నమ్మదగిన సాంకేతికతను నిర్మిస్తుంది. మా ప్రస్థానం, లక్ష్యం, దార్శనికత, విలువలు.`,
    },
  },
  contact: {
    heading: pages.contact.hero.heading,
    meta: {
      title: 'మమ్మల్ని సంప్రదించండి',
      description:
        'మా హైదరాబాద్ బృందంతో ఉచిత సంప్రదింపు కోసం అభ్యర్థించండి. కార్యాలయ చిరునామా, లైవ్ చాట్ వేళలు, తరచుగా అడిగే ప్రశ్నలు, 24 గంటల్లోగా స్పందన.',
    },
  },
  andhraPradesh: {
    heading: pages.andhraPradesh.hero.heading,
    meta: {
      title: 'ఆంధ్రప్రదేశ్ ప్రభుత్వం కోసం పరిష్కారాలు',
      description:
        'ఆంధ్రప్రదేశ్ శాఖలు, జిల్లా యంత్రాంగాల కోసం సాంకేతికత: సచివాలయాలకు సిద్ధమైన అప్లికేషన్లు, 500కు పైగా గ్రామాల నుంచి లబ్ధిదారుల అభిప్రాయాలు, ఉమ్మడి డాష్‌బోర్డ్‌లు.',
      keywords: ['ఆంధ్రప్రదేశ్ ఇ-గవర్నెన్స్', 'ఏపీ ప్రభుత్వ సాంకేతికత', 'గ్రామ సచివాలయం'],
    },
  },
  telangana: {
    heading: pages.telangana.hero.heading,
    meta: {
      title: 'తెలంగాణ ప్రభుత్వం కోసం పరిష్కారాలు',
      description:
        'తెలంగాణ శాఖలు, పట్టణ స్థానిక సంస్థల కోసం సాంకేతికత: తెలుగు, ఉర్దూ, ఇంగ్లీష్‌లో పౌర సేవలు, పట్టణ పాలన ప్లాట్‌ఫారమ్‌లు, విశ్లేషణ.',
      keywords: ['తెలంగాణ ఇ-గవర్నెన్స్', 'తెలంగాణ ప్రభుత్వ సాంకేతికత', 'పట్టణ స్థానిక సంస్థ'],
    },
  },
  govSolutions: {
    heading: pages.govSolutions.hero.heading,
    meta: {
      title: 'ప్రభుత్వ పరిష్కారాలు',
      description:
        'రాష్ట్ర శాఖలు, జిల్లా యంత్రాంగాలు, పట్టణ స్థానిక సంస్థల కోసం ఇ-గవర్నెన్స్, స్మార్ట్ సిటీలు, పరిపాలన ఆధునికీకరణ, ప్రభుత్వ విశ్లేషణ.',
    },
  },
  digitalTransformation: {
    heading: pages.digitalTransformation.hero.heading,
    meta: {
      title: 'డిజిటల్ పరివర్తన',
      description:
        'కొలవగలిగే, మీ సొంత బృందమే నిర్వహించగలిగే పరివర్తన కోసం మా చట్రం, నాలుగు దశల ప్రక్రియ (అధ్యయనం, వ్యూహం, అమలు, మెరుగుదల).',
    },
  },
  govConnect360: {
    heading: pages.govConnect360.hero.heading,
    meta: {
      title: 'GovConnect 360 సూట్',
      description:
        'వాయిస్ కాల్ అభిప్రాయ సేకరణ, మెసేజింగ్ ద్వారా భాగస్వామ్యం, QR అభిప్రాయం, జియో-ట్యాగింగ్‌తో క్షేత్రస్థాయి సిబ్బంది పర్యవేక్షణ, AI రాజకీయ విశ్లేషణ; 12 పైలట్ జిల్లాల్లో 500కు పైగా గ్రామాల్లో నిరూపితం.',
      keywords: ['పౌర భాగస్వామ్య ప్లాట్‌ఫారమ్', 'లబ్ధిదారుల అభిప్రాయం', 'GovConnect 360', 'క్షేత్రస్థాయి సిబ్బంది పర్యవేక్షణ'],
    },
  },
  blog: {
    heading: pages.blog.hero.heading,
    meta: {
      title: 'బ్లాగ్',
      description:
        'ఆంధ్రప్రదేశ్, తెలంగాణలో ప్రభుత్వ సాంకేతికత, స్మార్ట్ సిటీలు, AI, డిజిటల్ సమ్మిళితత్వం, సైబర్ భద్రత, డేటా ఆధారిత విధానాలపై వ్యాసాలు.',
    },
  },
  sitemap: {
    heading: pages.sitemap.hero.heading,
    meta: {
      title: 'సైట్‌మ్యాప్',
      description: `${company.name} వెబ్‌సైట్‌లోని అన్ని పేజీల జాబితా, విభాగాల వారీగా; XML సైట్‌మ్యాప్, వార్తా ఫీడ్‌ల లింకులతో సహా.`,
    },
  },
  search: {
    heading: pages.search.hero.heading,
    meta: {
      title: 'వెతకండి',
      description: `${company.name} వెబ్‌సైట్‌లోని ప్రతి పేజీ, వ్యాసంలో వెతకండి: సేవలు, ప్రభుత్వ పరిష్కారాలు, పరిశ్రమలు, బ్లాగ్.`,
    },
  },
  privacy: {
    heading: pages.privacyPolicy.hero.heading,
    meta: {
      title: 'గోప్యతా విధానం',
      description:
        'సంప్రదింపు ఫారం ఏ వ్యక్తిగత డేటాను సేకరిస్తుంది, దానిని ఎలా పంపి భద్రపరుస్తాం, డిజిటల్ వ్యక్తిగత డేటా రక్షణ చట్టం 2023 కింద మీ హక్కులు.',
    },
  },
  terms: {
    heading: pages.termsOfService.hero.heading,
    meta: {
      title: 'సేవా నిబంధనలు',
      description: `${company.name} వెబ్‌సైట్ వినియోగానికి వర్తించే నిబంధనలు: మేధో సంపత్తి, బాధ్యత, వర్తించే చట్టం, మార్పులపై నోటీసు.`,
    },
  },
  accessibility: {
    heading: pages.accessibility.hero.heading,
    meta: {
      title: 'సౌలభ్యత ప్రకటన',
      description:
        'మా WCAG 2.2 AA అనుగుణ్యత లక్ష్యం, మేము ఎలా పరీక్షిస్తాం, తెలిసిన పరిమితులు, ఈ వెబ్‌సైట్‌లో సౌలభ్యత సమస్యను ఎలా తెలియజేయాలి.',
    },
  },
  screenReaderAccess: {
    heading: pages.screenReaderAccess.hero.heading,
    meta: {
      title: 'స్క్రీన్ రీడర్ సౌలభ్యం',
      description:
        'ఈ వెబ్‌సైట్‌తో పనిచేసే స్క్రీన్ రీడర్లు (NVDA, JAWS, VoiceOver, TalkBack, Narrator), వాటిని ఎక్కడ పొందాలి, వాటితో పేజీలో ఎలా ముందుకు వెళ్లాలి.',
    },
  },
  help: {
    heading: pages.help.hero.heading,
    meta: {
      title: 'సహాయం',
      description: `${company.name} వెబ్‌సైట్‌లో పేజీని ఎలా కనుగొనాలి, అక్షరాల పరిమాణం, కాంట్రాస్ట్ ఎలా మార్చాలి, అది ఏ ఫైల్ రూపాలను వాడుతుంది, ఎవరిని సంప్రదించాలి.`,
    },
  },
  feedback: {
    heading: pages.feedback.hero.heading,
    meta: {
      title: 'అభిప్రాయం',
      description: `మీరు ఉపయోగించలేకపోయిన పేజీ, మీరు గమనించిన పొరపాటు, వెబ్‌సైట్ కోసం ఒక ఆలోచన గురించి ${company.name} వెబ్ బృందానికి తెలియజేయండి.`,
    },
  },
  hyperlinking: {
    heading: pages.hyperlinkingPolicy.hero.heading,
    meta: {
      title: 'హైపర్‌లింకింగ్ విధానం',
      description:
        'ఈ వెబ్‌సైట్‌కు లింక్ ఇవ్వడానికి ముందస్తు అనుమతి అవసరం లేదు, దీని పేజీలను ఫ్రేమ్‌లలో చూపకూడదు; ఇతర వెబ్‌సైట్‌లకు లింకులు గుర్తించబడతాయి, వాటి బాధ్యత మాది కాదు.',
    },
  },
  copyright: {
    heading: pages.copyrightPolicy.hero.heading,
    meta: {
      title: 'కాపీరైట్ విధానం',
      description:
        'ఈ వెబ్‌సైట్‌లోని విషయాన్ని మూలాన్ని పేర్కొంటూ, కచ్చితంగా, తప్పుదోవ పట్టించని సందర్భంలో ఉచితంగా పునర్ముద్రించవచ్చు; మూడవ పక్షాల విషయానికి ఇది వర్తించదు.',
    },
  },
};

export const sitePages: SitePage[] = singleSitePages(sitePageWords, govServicePages);

export const industryPages: SitePage[] = industries.map((industry) =>
  sitePage(pageTable.industry, industryPath(industry.id), {
    heading: industry.title,
    meta: {
      title: `${industry.title} పరిష్కారాలు`,
      description: industry.seoDescription,
      keywords: industry.seoKeywords,
    },
  }),
);

export const notFoundMeta = {
  title: pages.notFound.heading,
  description: `${pages.notFound.body} ${company.name} వెబ్‌సైట్‌లో మీకు కావలసినది కనుగొనేందుకు మెనూ లేదా సైట్‌మ్యాప్‌ను ఉపయోగించండి.`,
};
