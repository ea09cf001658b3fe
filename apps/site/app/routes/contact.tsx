import { formatAddress } from '@lumenor/content';
import {
  Accordion,
  Badge,
  Card,
  Cluster,
  FeatureCard,
  MediaSplit,
  Section,
  Stack,
  Text,
  TextLink,
} from '@lumenor/ui';
import { HeadedSection } from '../components/HeadedSection';
import { LinkList } from '../components/LinkList';
import { PageHero } from '../components/PageHero';
import { Island } from '../islands/Island';
import type { ChatBubbleRouteHandle } from '../lib/chat-bubble';
import { contactFormData } from '../lib/contact-form';
import { iconSpriteUrl } from '../lib/icon-sprite';
import { loadSitePage } from '../lib/loaders';
import { routeMeta } from '../lib/route-meta';
import type { Route } from './+types/contact';

const path = '/contact';

export function loader({ request }: Route.LoaderArgs) {
  const { content, head } = loadSitePage(request, path);
  const { company, faqs, layoutCopy, liveChat, pages } = content;
  return {
    head,
    copy: pages.contact,
    form: contactFormData(content, 'contact'),
    office: {
      address: formatAddress(company.address),
      // Each way to reach the office: its label, icon and link.
      links: [
        {
          label: pages.contact.office.emailLabel,
          icon: 'mail',
          text: company.email,
          href: `mailto:${company.email}`,
        },
        {
          label: pages.contact.office.phoneLabel,
          icon: 'phone',
          text: company.phone,
          href: `tel:${company.phone.replace(/\s+/g, '')}`,
        },
      ] as const,
    },
    social: company.social.map(({ label, href }) => ({ label, href })),
    liveChat: { days: liveChat.days, hours: liveChat.hours },
    faqs: faqs.map(({ id, question, answer }) => ({ id, title: question, content: answer })),
    externalLinkNote: layoutCopy.externalLinkNote,
  };
}

export const meta: Route.MetaFunction = routeMeta;

/** The page is a form: no chat bubble over its fields (lib/chat-bubble.ts). */
export const handle: ChatBubbleRouteHandle = { chatBubble: false };

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { copy, form, office, social, liveChat, faqs, externalLinkNote } = loaderData;
  const { hero, liveChatSection, faqSection } = copy;
  return (
    <>
      <PageHero hero={hero} align="center" />

      <Section>
        <MediaSplit
          align="start"
          bare
          media={
            <Stack gap="large">
              <Card title={copy.office.heading} headingLevel={2} icon="building" variant="surface">
                <Stack gap="large">
                  <FeatureCard title={copy.office.addressLabel} icon="map-pin" layout="inline">
                    <Text>{office.address}</Text>
                  </FeatureCard>
                  {office.links.map((link) => (
                    <FeatureCard
                      key={link.href}
                      title={link.label}
                      icon={link.icon}
                      layout="inline"
                    >
                      <Text>
                        <TextLink href={link.href} weight="semibold">
                          {link.text}
                        </TextLink>
                      </Text>
                    </FeatureCard>
                  ))}
                </Stack>
              </Card>
              <Card
                title={liveChatSection.heading}
                headingLevel={2}
                icon="message"
                variant="surface"
              >
                <Stack gap="small">
                  <Cluster gap="xsmall">
                    <Badge tone="accent" icon="calendar">
                      {liveChat.days}
                    </Badge>
                    <Badge tone="accent" icon="clock">
                      {liveChat.hours}
                    </Badge>
                  </Cluster>
                  <Text>{liveChatSection.body}</Text>
                </Stack>
              </Card>
              <Card title={copy.socialHeading} headingLevel={2} icon="globe" variant="surface">
                <LinkList links={social} weight="semibold" externalLabel={externalLinkNote} />
              </Card>
            </Stack>
          }
        >
          <Island
            name="contact-form"
            props={{ iconSprite: iconSpriteUrl, section: copy.formSection, ...form }}
          />
        </MediaSplit>
      </Section>

      <HeadedSection
        header={faqSection}
        headingId="contact-faq"
        tone="surface"
        width="narrow"
        landmark
      >
        <Accordion items={faqs} />
      </HeadedSection>
    </>
  );
}
