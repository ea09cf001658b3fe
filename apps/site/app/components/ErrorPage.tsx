import { layoutCopy } from '@lumenor/content';
import { ButtonLink, Container, Heading, Section, Text } from '@lumenor/ui';
import { isRouteErrorResponse } from 'react-router';

/** The root error boundary's page: SPEC section 8, with the error's own message. */
export function ErrorPage({ error }: { error: unknown }) {
  const { title, action } = layoutCopy.error;
  return (
    <Section>
      <Container>
        <Heading level={1}>{title}</Heading>
        <Text>
          <code>{errorMessage(error)}</code>
        </Text>
        <ButtonLink href={action.href}>{action.label}</ButtonLink>
      </Container>
    </Section>
  );
}

function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}
