import { ButtonLink, Heading, Section, Stack, Text } from '@lumenor/ui';
import { isRouteErrorResponse } from 'react-router';
import { useShellData } from '../lib/use-shell-data';

/** The root error boundary's page: the error's own title and message, with a way back home. */
export function ErrorPage({ error }: { error: unknown }) {
  const { title, body, action } = useShellData().copy.error;
  return (
    <Section>
      <Stack gap="large">
        <Heading level={1}>{title}</Heading>
        <Text>
          <code>{errorMessage(error)}</code>
        </Text>
        <Text>{body}</Text>
        <div>
          <ButtonLink href={action.href}>{action.label}</ButtonLink>
        </div>
      </Stack>
    </Section>
  );
}

function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}
