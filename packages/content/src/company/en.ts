import type { Company } from './schema';

/**
 * The company behind the site. This is the ONE record a real deployment edits to rebrand:
 * every other record reads the name, e-mail, phone and address from here.
 */
export const company: Company = {
  name: 'Lumenor Technologies',
  legalName: 'Lumenor Technologies Private Limited',
  cin: 'U72900TG2010PTC071842',
  tagline: 'Where Innovation Meets Illumination',
  description:
    'Lumenor Technologies is a Hyderabad-based technology services company that has built software, data platforms and citizen-engagement systems for state government departments and enterprises in Andhra Pradesh and Telangana since 2010.',
  website: 'https://www.lumenor.in',
  email: 'contact@lumenor.in',
  grievanceOfficer: {
    name: 'Grievance Officer, Lumenor Technologies Private Limited',
    email: 'grievance@lumenor.in',
  },
  phone: '+91 40 4852 7100',
  address: {
    streetAddress: '4th Floor, Cyber Pearl, Plot 3, HITEC City, Madhapur',
    locality: 'Hyderabad',
    region: 'Telangana',
    postalCode: '500081',
    country: 'India',
  },
  social: [
    {
      network: 'linkedin',
      label: 'Lumenor Technologies on LinkedIn',
      href: 'https://www.linkedin.com/company/lumenor-technologies',
    },
    {
      network: 'twitter',
      label: 'Lumenor Technologies on Twitter',
      href: 'https://twitter.com/lumenortech',
    },
    {
      network: 'facebook',
      label: 'Lumenor Technologies on Facebook',
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
