// The page, rendered on the server by React Router and hydrated in the browser.
import {
  Badge,
  Card,
  Container,
  Form,
  Heading,
  SelectField,
  SiteHeader,
  Stack,
  SubmitButton,
  Text,
  TextField,
} from '@lumenor/ui';

const logo = (
  <svg width="120" height="32" viewBox="0 0 120 32" aria-hidden="true">
    <circle cx="16" cy="16" r="14" fill="currentColor" />
  </svg>
);

export default function Home() {
  return (
    <>
      <SiteHeader
        logo={logo}
        logoHref="/"
        logoLabel="Partner home"
        navigation={[
          { label: 'Home', href: '/' },
          {
            label: 'Services',
            href: '/services',
            children: [
              { label: 'Audits', href: '/audits' },
              { label: 'Training', href: '/training' },
            ],
          },
          { label: 'Contact', href: '/contact' },
        ]}
        currentPath="/"
        cta={{ label: 'Talk to us', href: '/contact' }}
        menuLabels={{
          open: 'Open menu',
          menu: 'Menu',
          close: 'Close menu',
          navigation: 'Main navigation',
        }}
      />
      <main id="main">
        <Container width="narrow">
          <Stack gap="large">
            <Heading level={1}>Partner site</Heading>
            <Text tone="secondary">Rendered on the server by React Router, then hydrated.</Text>
            <Card title="Security audits" icon="shield" href="/audits" actionLabel="Read more">
              <Badge tone="accent">New</Badge>
            </Card>
            <Form action="/contact" method="post">
              <Stack gap="medium">
                <TextField label="Work email" name="email" type="email" />
                <SelectField
                  label="Topic"
                  name="topic"
                  items={[
                    { value: 'audit', label: 'An audit' },
                    { value: 'training', label: 'Training' },
                  ]}
                />
                <SubmitButton>Send</SubmitButton>
              </Stack>
            </Form>
          </Stack>
        </Container>
      </main>
    </>
  );
}
