import { getSitePage } from '@lumenor/content';
import { Container, Heading, Section } from '@lumenor/ui';
import { headForPath } from '../lib/head';

const path = '/gov-solutions';

export const meta = () => headForPath(path);

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
