import { Text } from '@lumenor/ui';
import { notFoundLogAttribute } from '../lib/not-found-log';
import { useShellData } from '../lib/use-shell-data';
import { MessagePage } from './MessagePage';

/**
 * Unknown paths and unknown ids land here. The page carries the console message with which the
 * islands' entry logs the unknown address, for diagnosis.
 */
export function NotFoundPage() {
  const { title, body, action, logMessage } = useShellData().copy.notFound;
  return (
    <div {...{ [notFoundLogAttribute]: logMessage }}>
      <MessagePage title={title} action={action}>
        <Text>{body}</Text>
      </MessagePage>
    </div>
  );
}
