import { ButtonLink, Heading, Section, Stack, Text } from '@lumenor/ui';
import { notFoundLogAttribute } from '../lib/not-found-log';
import { useShellData } from '../lib/use-shell-data';

/**
 * Unknown paths and unknown ids land here. The page carries the console message with which the
 * islands' entry logs the unknown address, for diagnosis.
 */
export function NotFoundPage() {
  const { title, body, action, logMessage } = useShellData().copy.notFound;
  return (
    <div {...{ [notFoundLogAttribute]: logMessage }}>
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
