import { getSitePage } from '@lumenor/content';
import { Container, Heading, Section } from '@lumenor/ui';
import { headForPath } from '../lib/head';
import { servicesJsonLd } from '../lib/structured-data';

const path = '/services';

export const meta = () => headForPath(path, { jsonLd: [servicesJsonLd()] });

export default function Page() {
  const page = getSitePage(path);
  return (
    <Section>
      <Container>
        <Heading level={1}>{page?.heading}</Heading>
      </Container>
    </Section>
  );
}
