import { getSitePage } from '@lumenor/content';
import { Container, Heading, Section } from '@lumenor/ui';
import { headForPath } from '../lib/head';
import { faqPageJsonLd } from '../lib/structured-data';

const path = '/contact';

export const meta = () => headForPath(path, { jsonLd: [faqPageJsonLd()] });

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
