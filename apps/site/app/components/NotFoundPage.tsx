import { layoutCopy } from '@lumenor/content';
import { ButtonLink, Container, Heading, Section, Text } from '@lumenor/ui';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** SPEC section 8: unknown paths and unknown ids land here; the path is logged for diagnosis. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  const { title, body, action } = layoutCopy.notFound;
  return (
    <Section>
      <Container>
        <Heading level={1}>{title}</Heading>
        <Text>{body}</Text>
        <ButtonLink href={action.href}>{action.label}</ButtonLink>
      </Container>
    </Section>
  );
}
