import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ChatWidget } from './ChatWidget';

const meta = {
  title: 'Layout/ChatWidget',
  component: ChatWidget,
  args: {
    delayMs: 0,
    title: 'Talk to us',
    body: 'Questions about a project? Our team answers during office hours.',
    action: { label: 'Send a message', href: '/contact' },
    openLabel: 'Open chat',
    closeLabel: 'Close chat',
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '32rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The collapsed bubble (on a page it appears after `delayMs`, 3000 ms by default). */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const bubble = await within(canvasElement).findByRole('button', { name: 'Open chat' });
    await expect(bubble).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Expands to a card and collapses again with the close button or Escape. */
export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bubble = await canvas.findByRole('button', { name: 'Open chat' });
    await userEvent.click(bubble);
    // Visible once the entrance animation (opacity) has run.
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Talk to us' })).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'Send a message' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Close chat' }));
    await waitFor(() => expect(canvas.queryByRole('heading')).toBeNull());
    await expect(bubble).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(bubble).toHaveAttribute('aria-expanded', 'true');
  },
};

/** On a 320 px screen the card fits inside the viewport. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { defaultExpanded: true },
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('region', { name: 'Talk to us' });
    const box = card.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const DarkMode: Story = {
  globals: { colorMode: 'dark' },
  args: { defaultExpanded: true },
};
