/** Telugu twin of en.ts: same shape, translated copy. */
import { company } from '../company/te';
import type { Link } from '../shared/schema';
import type { FooterContent, NavItem } from './schema';

export const mainNavigation: NavItem[] = [
  { label: 'హోమ్', href: '/' },
  {
    label: 'సేవలు',
    href: '/services',
    children: [
      { label: 'డిజిటల్ పరివర్తన', href: '/digital-transformation' },
      { label: 'ప్రభుత్వ పరిష్కారాలు', href: '/gov-solutions' },
      { label: 'GovConnect 360 సూట్', href: '/govconnect-360' },
    ],
  },
  {
    label: 'పరిశ్రమలు',
    href: '/industries',
    children: [
      { label: 'ఆంధ్రప్రదేశ్ ప్రభుత్వం', href: '/andhra-pradesh-government' },
      { label: 'తెలంగాణ ప్రభుత్వం', href: '/telangana-government' },
    ],
  },
  { label: 'మా గురించి', href: '/about' },
  { label: 'బ్లాగ్', href: '/blog' },
  { label: 'సంప్రదించండి', href: '/contact' },
];

export const primaryCta: Link = { label: 'ఉచిత సంప్రదింపు పొందండి', href: '/contact' };

export const footerContent: FooterContent = {
  about: `ఆంధ్రప్రదేశ్, తెలంగాణతో పాటు భారతదేశం అంతటా ప్రభుత్వ శాఖలు, సంస్థల కోసం నమ్మదగిన సాఫ్ట్‌వేర్, డేటా ప్లాట్‌ఫారమ్‌లు, పౌర భాగస్వామ్య వ్యవస్థలను ${company.name} నిర్మిస్తుంది. ${company.foundedYear} నుంచి హైదరాబాద్‌లో.`,
  columns: [
    {
      id: 'services',
      heading: 'సేవలు',
      links: [
        { label: 'కస్టమ్ సాఫ్ట్‌వేర్ అభివృద్ధి', href: '/services#custom-software' },
        { label: 'AI, మెషిన్ లెర్నింగ్', href: '/services#ai-ml' },
        { label: 'క్లౌడ్ తరలింపు, DevOps', href: '/services#cloud-devops' },
        { label: 'సైబర్ భద్రత, నిబంధనల పాటింపు', href: '/services#cybersecurity' },
        { label: 'అనుకూలీకరించిన డాష్‌బోర్డ్‌లు, విశ్లేషణ', href: '/services#dashboards' },
        { label: 'డిజిటల్ పరివర్తన', href: '/digital-transformation' },
      ],
    },
    {
      id: 'government',
      heading: 'ప్రభుత్వం',
      links: [
        { label: 'ప్రభుత్వ పరిష్కారాలు', href: '/gov-solutions' },
        { label: 'GovConnect 360 సూట్', href: '/govconnect-360' },
        { label: 'ఆంధ్రప్రదేశ్ ప్రభుత్వం', href: '/andhra-pradesh-government' },
        { label: 'తెలంగాణ ప్రభుత్వం', href: '/telangana-government' },
        { label: 'మేము సేవలందించే పరిశ్రమలు', href: '/industries' },
      ],
    },
    {
      id: 'contact',
      heading: 'సంప్రదించండి',
      links: [
        { label: 'సంప్రదింపు కోసం అభ్యర్థించండి', href: '/contact' },
        { label: company.email, href: `mailto:${company.email}` },
        { label: company.phone, href: `tel:${company.phone.replaceAll(' ', '')}` },
        { label: 'మా గురించి', href: '/about' },
        { label: 'బ్లాగ్', href: '/blog' },
      ],
    },
  ],
  legalLinks: [
    { label: 'గోప్యతా విధానం', href: '/privacy-policy' },
    { label: 'సేవా నిబంధనలు', href: '/terms-of-service' },
    { label: 'హైపర్‌లింకింగ్ విధానం', href: '/hyperlinking-policy' },
    { label: 'కాపీరైట్ విధానం', href: '/copyright-policy' },
    { label: 'సౌలభ్యత', href: '/accessibility' },
    { label: 'స్క్రీన్ రీడర్ సౌలభ్యం', href: '/screen-reader-access' },
    { label: 'సహాయం', href: '/help' },
    { label: 'అభిప్రాయం', href: '/feedback' },
    { label: 'సైట్‌మ్యాప్', href: '/sitemap' },
  ],
  socialHeading: 'మమ్మల్ని అనుసరించండి',
  legalNavLabel: 'చట్టపరమైన సమాచారం',
  copyright: (year: number) => `© ${year} ${company.legalName}. సర్వ హక్కులు ప్రత్యేకించబడ్డాయి.`,
};
