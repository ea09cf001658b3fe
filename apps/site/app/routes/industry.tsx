import { getIndustryById } from '@lumenor/content';
import { Container, Heading, Section } from '@lumenor/ui';
import { NotFoundPage } from '../components/NotFoundPage';
import { headForPath } from '../lib/head';
import type { Route } from './+types/industry';

export const meta = ({ params }: Route.MetaArgs) => headForPath(`/industries/${params.industryId}`);

export default function IndustryPage({ params }: Route.ComponentProps) {
  const industry = getIndustryById(params.industryId);
  if (!industry) return <NotFoundPage />;
  return (
    <Section>
      <Container>
        <Heading level={1}>{industry.title}</Heading>
      </Container>
    </Section>
  );
}
