import { Text } from '@lumenor/ui';
import { isRouteErrorResponse } from 'react-router';
import { useShellData } from '../lib/use-shell-data';
import { MessagePage } from './MessagePage';

/** The root error boundary's page: the error's own title and message, with a way back home. */
export function ErrorPage({ error }: { error: unknown }) {
  const { title, body, action } = useShellData().copy.error;
  return (
    <MessagePage title={title} action={action}>
      <Text>
        <code>{errorMessage(error)}</code>
      </Text>
      <Text>{body}</Text>
    </MessagePage>
  );
}

function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}
