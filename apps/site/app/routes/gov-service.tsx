import { getSitePage } from '@lumenor/content';
import { Container, Heading, Section } from '@lumenor/ui';
import { NotFoundPage } from '../components/NotFoundPage';
import { headForPath } from '../lib/head';
import { servicePageJsonLd } from '../lib/structured-data';
import type { Route } from './+types/gov-service';

export const meta = ({ params }: Route.MetaArgs) =>
  headForPath(`/services/${params.serviceAreaId}`, {
    jsonLd: [servicePageJsonLd(`/services/${params.serviceAreaId}`)],
  });

export default function GovServicePage({ params }: Route.ComponentProps) {
  const page = getSitePage(`/services/${params.serviceAreaId}`);
  if (!page) return <NotFoundPage />;
  return (
    <Section>
      <Container>
        <Heading level={1}>{page.heading}</Heading>
      </Container>
    </Section>
  );
}
