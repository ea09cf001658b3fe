import { FeatureCard, TestimonialCard } from '@lumenor/ui';
import { CardGridSection } from '../components/CardGridSection';
import { PageCallToAction } from '../components/PageCallToAction';
import { PageHero } from '../components/PageHero';
import { ServiceCard, serviceSummary } from '../components/ServiceCard';
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
    services: services.map(serviceSummary),
    whyChooseUs,
    testimonials,
  };
}

export const meta: Route.MetaFunction = routeMeta;

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { copy, services, whyChooseUs, testimonials } = loaderData;
  const { servicesSection, whyChooseUsSection, testimonialsSection } = copy;
  return (
    <>
      <PageHero hero={copy.hero} display align="center" />

      <CardGridSection
        heading={servicesSection.heading}
        headingId="services-heading"
        lead={servicesSection.intro}
        landmark
        headerGap="xlarge"
      >
        {services.map((service) => (
          <ServiceCard
            key={service.id}
            service={service}
            actionLabel={servicesSection.cardActionLabel}
          />
        ))}
      </CardGridSection>

      <CardGridSection
        heading={whyChooseUsSection.heading}
        headingId="why-choose-us-heading"
        lead={whyChooseUsSection.intro}
        tone="surface"
        headerGap="xlarge"
      >
        {whyChooseUs.map((item) => (
          <FeatureCard key={item.id} title={item.title} icon={item.icon}>
            {item.description}
          </FeatureCard>
        ))}
      </CardGridSection>

      <CardGridSection
        heading={testimonialsSection.heading}
        headingId="testimonials-heading"
        lead={testimonialsSection.intro}
        headerGap="xlarge"
      >
        {testimonials.map((testimonial) => (
          <TestimonialCard
            key={testimonial.id}
            content={testimonial.content}
            author={testimonial.author}
            position={testimonial.position}
            company={testimonial.company}
          />
        ))}
      </CardGridSection>

      <PageCallToAction cta={copy.cta} />
    </>
  );
}
