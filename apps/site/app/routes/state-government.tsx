import { getSitePage } from '@lumenor/content';
import { Container, Heading, Section } from '@lumenor/ui';
import { useLocation } from 'react-router';
import { headForPath } from '../lib/head';
import type { Route } from './+types/state-government';

export const meta = ({ location }: Route.MetaArgs) => headForPath(location.pathname);

export default function StateGovernmentPage() {
  const page = getSitePage(useLocation().pathname);
  return (
    <Section>
      <Container>
        <Heading level={1}>{page?.heading}</Heading>
      </Container>
    </Section>
  );
}
