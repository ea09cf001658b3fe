import { blogAuthors } from './authors.te';
import { loadDefaultBlogPosts } from './collection';
import type { BlogCategory, BlogCopy, BlogPost } from './schema';

/** Telugu twin of en.ts: same shape, translated copy. */

export const blogCategories: BlogCategory[] = [
  {
    name: 'ప్రభుత్వ సాంకేతికత',
    slug: 'government-technology',
    description:
      'ప్రజా సేవల వెనుక ఉన్న డిజిటల్ వ్యవస్థలను రాష్ట్ర ప్రభుత్వ శాఖలు, స్థానిక సంస్థలు ఎలా ప్రణాళిక చేస్తాయి, కొనుగోలు చేస్తాయి, నిర్వహిస్తాయి.',
  },
  {
    name: 'స్మార్ట్ సిటీలు',
    slug: 'smart-cities',
    description:
      'ఆంధ్రప్రదేశ్, తెలంగాణల్లో వేగంగా విస్తరిస్తున్న నగరాల కోసం పట్టణ మౌలిక సదుపాయాలు, కమాండ్ కేంద్రాలు, మున్సిపల్ సేవలు.',
  },
  {
    name: 'AI & సాంకేతికత',
    slug: 'ai-and-technology',
    description: 'ప్రజా సేవల్లో కృత్రిమ మేధ (AI), భాషా సాంకేతికత, ఆటోమేషన్‌లను ఆచరణాత్మకంగా, జవాబుదారీతనంతో ఉపయోగించే విధానాలు.',
  },
  {
    name: 'డిజిటల్ సమ్మిళితత్వం',
    slug: 'digital-inclusion',
    description: 'తెలుగుతో పాటు ఇతర భాషల్లో, ఏ పరికరంపైనైనా, ఏ కనెక్షన్‌తోనైనా ప్రతి పౌరుడికీ ఉపయోగపడే సేవల రూపకల్పన.',
  },
  {
    name: 'సైబర్ భద్రత',
    slug: 'cybersecurity',
    description:
      'సురక్షిత ఆర్కిటెక్చర్ నుంచి సంఘటనలపై ప్రతిస్పందన వరకు, పౌరుల డేటాను, కీలకమైన ప్రభుత్వ వ్యవస్థలను రక్షించడం.',
  },
  {
    name: 'కేస్ స్టడీలు',
    slug: 'case-studies',
    description:
      'Lumenor Technologies అమలు చేసిన ప్రాజెక్టుల ఫలితాలు: మేము ఏమి నిర్మించాం, దాన్ని ఎలా అమలు చేశాం, ఏమి మారింది.',
  },
  {
    name: 'డేటా విశ్లేషణ',
    slug: 'data-analytics',
    description: 'పరిపాలనా డేటా, డాష్‌బోర్డ్‌లు, విశ్లేషణల సాయంతో ఆధారాల ప్రాతిపదికన విధానాలను రూపొందించడం, సమీక్షించడం.',
  },
  {
    name: 'భవిష్యత్ ధోరణులు',
    slug: 'future-trends',
    description: 'పౌర భాగస్వామ్యం, ప్రభుత్వ ప్లాట్‌ఫారమ్‌లు ఏ దిశగా సాగుతున్నాయి, వాటి కోసం ఈ రోజే ఎలా సిద్ధం కావాలి.',
  },
];

/** Every article of posts/*.te.md, newest first (the first is the featured one). */
export const blogPosts: BlogPost[] = /* @__PURE__ */ loadDefaultBlogPosts({
  locale: 'te',
  authors: blogAuthors,
  categories: blogCategories,
});

export const blogCopy: BlogCopy = {
  featuredLabel: 'ప్రత్యేక వ్యాసం',
  readMore: 'మరింత చదవండి',
  readMoreAbout: (title) => `${title} గురించి మరింత చదవండి`,
  readingTime: (minutes) => (minutes === 1 ? '1 నిమిషం పఠనం' : `${minutes} నిమిషాల పఠనం`),
  byline: { author: 'రచయిత', date: 'ప్రచురించిన తేదీ', category: 'వర్గం' },
  categoriesHeading: 'వర్గాలు',
  otherCategoriesHeading: 'ఇతర వర్గాలు',
  categoryPage: {
    eyebrow: 'వర్గం',
    intro: (categoryName) => `${categoryName} అంశంపై Lumenor Technologies బృందం రాసిన వ్యాసాలు.`,
  },
  categoryLinkLabel: (categoryName) => `${categoryName} వర్గంలోని వ్యాసాలు`,
  articleCount: (count) =>
    count === 0 ? 'ఇంకా వ్యాసాలు లేవు' : count === 1 ? '1 వ్యాసం' : `${count} వ్యాసాలు`,
  feeds: {
    label: 'కొత్త వ్యాసాలను మీ ఫీడ్ రీడర్‌లో అనుసరించండి:',
    rss: { label: 'RSS ఫీడ్', href: '/rss.xml' },
    atom: { label: 'Atom ఫీడ్', href: '/atom.xml' },
  },
  newsletter: {
    heading: 'మా వార్తాలేఖకు సభ్యత్వం పొందండి',
    body: 'ఆంధ్రప్రదేశ్, తెలంగాణల్లో డిజిటల్ ప్రభుత్వం, స్మార్ట్ సిటీలు, డేటాపై నెలకోసారి పంపే సంక్షిప్త లేఖ. ఇందులో మా తాజా వ్యాసాలు, కేస్ స్టడీలు కూడా ఉంటాయి.',
    emailLabel: 'ఇ-మెయిల్ చిరునామా',
    emailPlaceholder: 'you@department.gov.in',
    submitLabel: 'సభ్యత్వం పొందండి',
    privacyNote: 'మీ చిరునామాను వార్తాలేఖ పంపడానికి మాత్రమే ఉపయోగిస్తాం. మీరు ఎప్పుడైనా సభ్యత్వాన్ని రద్దు చేసుకోవచ్చు.',
  },
  empty: {
    title: 'వ్యాసాలు ఏవీ కనబడలేదు',
    body: 'ఈ వర్గంలో వ్యాసాలు ఏవీ కనబడలేదు. దయచేసి తర్వాత మళ్లీ చూడండి లేదా ఇతర వర్గాలను పరిశీలించండి.',
    action: { label: 'అన్ని వ్యాసాలు చూడండి', href: '/blog' },
  },
  pagination: {
    label: 'వ్యాసాల పేజీలు',
    previous: 'మునుపటి పేజీ',
    next: 'తదుపరి పేజీ',
    page: (number) => `పేజీ ${number}`,
    title: (title, number) => `${title}, పేజీ ${number}`,
  },
  postNavigation: {
    label: 'వ్యాసాల నావిగేషన్',
    previous: 'మునుపటి వ్యాసం',
    next: 'తదుపరి వ్యాసం',
    allPosts: { label: 'అన్ని వ్యాసాలు', href: '/blog' },
  },
  relatedHeading: 'సంబంధిత వ్యాసాలు',
  authorHeading: 'రచయిత గురించి',
  cta: {
    heading: 'మీ శాఖ కోసం డిజిటల్ సేవను ప్రణాళిక చేస్తున్నారా?',
    body: 'మీ లక్ష్యాల గురించి మా ప్రభుత్వ విభాగం బృందంతో మాట్లాడండి. సూచించదగిన తదుపరి చర్యతో 24 గంటల్లోగా మీకు స్పందిస్తాం.',
    action: { label: 'ఉచిత సంప్రదింపు పొందండి', href: '/contact' },
  },
  previewNotice: {
    label: 'ప్రివ్యూ సైట్',
    draft: 'ఈ వ్యాసం చిత్తుప్రతి: సమీక్షకులు దీని చిత్తుప్రతి స్విచ్‌ను ఆపివేసి ప్రచురించే వరకు ఇది పబ్లిక్ సైట్‌లో కనిపించదు.',
    scheduled: (date) =>
      `ఈ వ్యాసం షెడ్యూల్ చేయబడింది: ఇది ${date}న పబ్లిక్ సైట్‌లో ప్రచురితమవుతుంది, అంతకు ముందు కాదు.`,
  },
  meta: {
    categoryTitle: (categoryName) => `${categoryName} వ్యాసాలు`,
    postKeywords: ['ఆంధ్రప్రదేశ్', 'తెలంగాణ', 'ఇ-గవర్నెన్స్'],
    categoryKeywords: ['ప్రభుత్వ సాంకేతికత', 'ఆంధ్రప్రదేశ్', 'తెలంగాణ'],
  },
};
