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
        header={servicesSection}
        headingId="services-heading"
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
        header={whyChooseUsSection}
        headingId="why-choose-us-heading"
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
        header={testimonialsSection}
        headingId="testimonials-heading"
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
