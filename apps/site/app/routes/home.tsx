import {
  Card,
  FeatureCard,
  Grid,
  Section,
  SectionHeader,
  Stack,
  TestimonialCard,
} from '@lumenor/ui';
import { PageCallToAction } from '../components/PageCallToAction';
import { PageHero } from '../components/PageHero';
import { loadSitePage } from '../lib/loaders';
import { routeMeta } from '../lib/route-meta';
import type { Route } from './+types/home';

const path = '/';

export function loader({ request }: Route.LoaderArgs) {
  const { content, page, head } = loadSitePage(request, path);
  const { pages, services, testimonials, whyChooseUs } = content;
  return {
    head,
    page,
    copy: pages.home,
    services: services.map(({ id, title, description, icon, href }) => ({
      id,
      title,
      description,
      icon,
      href,
    })),
    whyChooseUs,
    testimonials,
  };
}

export const meta: Route.MetaFunction = routeMeta;

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { copy, services, whyChooseUs, testimonials } = loaderData;
  return (
    <>
      <PageHero hero={copy.hero} display align="center" />

      <Section labelledBy="services-heading">
        <Stack gap="xlarge">
          <SectionHeader
            heading={copy.servicesSection.heading}
            headingId="services-heading"
            lead={copy.servicesSection.intro}
          />
          <Grid columns={3} asList>
            {services.map((service) => (
              <Card
                key={service.id}
                title={service.title}
                icon={service.icon}
                href={service.href}
                actionLabel={copy.servicesSection.cardActionLabel}
              >
                {service.description}
              </Card>
            ))}
          </Grid>
        </Stack>
      </Section>

      <Section tone="surface">
        <Stack gap="xlarge">
          <SectionHeader
            heading={copy.whyChooseUsSection.heading}
            headingId="why-choose-us-heading"
            lead={copy.whyChooseUsSection.intro}
          />
          <Grid columns={3} asList>
            {whyChooseUs.map((item) => (
              <FeatureCard key={item.id} title={item.title} icon={item.icon}>
                {item.description}
              </FeatureCard>
            ))}
          </Grid>
        </Stack>
      </Section>

      <Section>
        <Stack gap="xlarge">
          <SectionHeader
            heading={copy.testimonialsSection.heading}
            headingId="testimonials-heading"
            lead={copy.testimonialsSection.intro}
          />
          <Grid columns={3} asList>
            {testimonials.map((testimonial) => (
              <TestimonialCard
                key={testimonial.id}
                content={testimonial.content}
                author={testimonial.author}
                position={testimonial.position}
                company={testimonial.company}
              />
            ))}
          </Grid>
        </Stack>
      </Section>

      <PageCallToAction cta={copy.cta} />
    </>
  );
}
