/// <reference types="vite/client" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs.js';
import { ButtonLink } from '../ButtonLink/ButtonLink.js';
import { Stack } from '../Stack/Stack.js';
import { TextLink } from '../TextLink/TextLink.js';
import { LinkProvider } from './LinkProvider.js';
import readme from './README.md?raw';

/** A stand-in router: remembers where the last link asked to go, instead of loading a page. */
function RouterDemo({ base }: { base: string }) {
  const [last, setLast] = useState('none yet');
  return (
    <LinkProvider navigate={setLast} useHref={(href) => `${base}${href}`}>
      <Stack gap="medium">
        <Breadcrumbs
          label="Breadcrumb"
          items={[
            { label: 'Home', href: '/' },
            { label: 'Services', href: '/services' },
            { label: 'Audits' },
          ]}
        />
        <TextLink href="/about">About the team</TextLink>
        <ButtonLink href="/contact">Start a project</ButtonLink>
        <TextLink href="mailto:hello@example.com">hello@example.com</TextLink>
        <p role="status">Router navigated to: {last}</p>
      </Stack>
    </LinkProvider>
  );
}

const meta = {
  title: 'Navigation/LinkProvider',
  component: RouterDemo,
  args: { base: '/partner' },
  argTypes: { base: { control: 'text', description: "Base path the host router's useHref adds" } },
  // The demo wraps LinkProvider, so the docs page takes its text from the component's README.
  parameters: { docs: { description: { component: readme.replace(/^# .*\n+/, '') } } },
} satisfies Meta<typeof RouterDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Links render the router's hrefs and navigate through it; mailto: is left to the browser. */
export const WithARouter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const about = canvas.getByRole('link', { name: 'About the team' });
    await expect(about).toHaveAttribute('href', '/partner/about');
    await expect(canvas.getByRole('link', { name: 'hello@example.com' })).toHaveAttribute(
      'href',
      'mailto:hello@example.com',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Start a project' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Router navigated to: /contact');
  },
};

/** Without a base path the hrefs are the router's paths as written. */
export const WithoutABasePath: Story = {
  args: { base: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Services' })).toHaveAttribute(
      'href',
      '/services',
    );
  },
};
