import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ColorModeToggle } from '../../colorMode/ColorModeToggle.js';
import { ChatWidget } from '../ChatWidget/ChatWidget.js';
import { sampleFooterProps } from '../SiteFooter/SiteFooter.fixtures.js';
import { SiteFooter } from '../SiteFooter/SiteFooter.js';
import { sampleHeaderProps } from '../SiteHeader/SiteHeader.fixtures.js';
import { SiteHeader } from '../SiteHeader/SiteHeader.js';
import { ToastRegion } from '../Toast/Toast.js';
import { AppShell } from './AppShell.js';

const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    skipLinkLabel: 'Skip to main content',
    header: (
      <SiteHeader
        {...sampleHeaderProps}
        colorModeToggle={
          <ColorModeToggle
            switchToDarkLabel="Switch to dark theme"
            switchToLightLabel="Switch to light theme"
          />
        }
      />
    ),
    footer: <SiteFooter {...sampleFooterProps} />,
    overlays: (
      <>
        <ChatWidget
          delayMs={0}
          title="Talk to us"
          body="Questions about a project? Our team answers during office hours."
          action={{ label: 'Send a message', href: '/contact' }}
          openLabel="Open chat"
          closeLabel="Close chat"
        />
        <ToastRegion label="Notifications" dismissLabel="Dismiss" />
      </>
    ),
    children: (
      <div style={{ padding: '3rem 2rem', maxWidth: '70ch', margin: '0 auto' }}>
        <h1>Page title</h1>
        <p>The page content sits in the main landmark, between the header and the footer.</p>
      </div>
    ),
  },
  argTypes: {
    header: { control: false },
    footer: { control: false },
    overlays: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const skip = within(canvasElement).getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

export const DarkMode: Story = {
  globals: { colorMode: 'dark', viewport: { value: 'desktop', isRotated: false } },
};
