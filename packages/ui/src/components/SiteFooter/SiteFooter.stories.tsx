import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleFooterProps } from './SiteFooter.fixtures.js';
import { SiteFooter } from './SiteFooter.js';

const meta = {
  title: 'Layout/SiteFooter',
  component: SiteFooter,
  args: sampleFooterProps,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Acme on LinkedIn (opens another website)' }),
    ).toBeVisible();
  },
};

export const WithoutAbout: Story = { args: { about: undefined, contactHeading: undefined } };

export const DarkMode: Story = { globals: { colorMode: 'dark' } };
