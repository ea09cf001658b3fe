import { ButtonLink, Heading, Section, Stack, Text } from '@lumenor/ui';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { notFoundMarker, restoreRequestedUrl } from '../lib/not-found';
import { useShellData } from '../lib/use-shell-data';

/** SPEC section 8: unknown paths and unknown ids land here; the path is logged for diagnosis. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const { title, body, action, logMessage } = useShellData().copy.notFound;
  useEffect(() => {
    const requestedUrl = restoreRequestedUrl();
    console.warn(logMessage, requestedUrl ? new URL(requestedUrl).pathname : pathname);
  }, [logMessage, pathname]);
  return (
    <div {...{ [notFoundMarker]: '' }}>
      <Section>
        <Stack gap="large">
          <Heading level={1}>{title}</Heading>
          <Text>{body}</Text>
          <div>
            <ButtonLink href={action.href}>{action.label}</ButtonLink>
          </div>
        </Stack>
      </Section>
    </div>
  );
}
