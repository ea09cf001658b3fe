/** Telugu twin of en.ts: same shape, translated copy. */
import type { Company } from './schema';

export const company: Company = {
  name: 'Lumenor Technologies',
  legalName: 'Lumenor Technologies Private Limited',
  cin: 'U72900TG2010PTC071842',
  tagline: 'ఆవిష్కరణకు వెలుగు తోడయ్యే చోట',
  description:
    'Lumenor Technologies హైదరాబాద్ కేంద్రంగా పనిచేస్తున్న సాంకేతిక సేవల సంస్థ. 2010 నుంచి ఆంధ్రప్రదేశ్, తెలంగాణలోని రాష్ట్ర ప్రభుత్వ శాఖలు మరియు సంస్థల కోసం సాఫ్ట్‌వేర్, డేటా ప్లాట్‌ఫారమ్‌లు, పౌర భాగస్వామ్య వ్యవస్థలను నిర్మిస్తోంది.',
  website: 'https://www.lumenor.in',
  email: 'contact@lumenor.in',
  grievanceOfficer: {
    name: 'ఫిర్యాదుల అధికారి, Lumenor Technologies Private Limited',
    email: 'grievance@lumenor.in',
  },
  phone: '+91 40 4852 7100',
  address: {
    streetAddress: '4వ అంతస్తు, సైబర్ పెర్ల్, ప్లాట్ నం. 3, హైటెక్ సిటీ, మాదాపూర్',
    locality: 'హైదరాబాద్',
    region: 'తెలంగాణ',
    postalCode: '500081',
    country: 'భారతదేశం',
  },
  social: [
    {
      network: 'linkedin',
      label: 'లింక్డ్‌ఇన్‌లో Lumenor Technologies',
      href: 'https://www.linkedin.com/company/lumenor-technologies',
    },
    {
      network: 'twitter',
      label: 'ట్విట్టర్‌లో Lumenor Technologies',
      href: 'https://twitter.com/lumenortech',
    },
    {
      network: 'facebook',
      label: 'ఫేస్‌బుక్‌లో Lumenor Technologies',
      href: 'https://www.facebook.com/lumenortechnologies',
    },
  ],
  foundedYear: 2010,
  logo: {
    src: '/images/logo.svg',
    width: 240,
    height: 48,
    alt: 'Lumenor Technologies',
  },
};
