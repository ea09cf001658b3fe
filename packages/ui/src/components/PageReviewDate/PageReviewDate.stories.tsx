import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageReviewDate } from './PageReviewDate.js';

const meta = {
  title: 'Page/PageReviewDate',
  component: PageReviewDate,
  parameters: { layout: 'fullscreen' },
  args: { label: 'Last reviewed', iso: '2025-05-15', text: '15 May 2025' },
} satisfies Meta<typeof PageReviewDate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LastReviewed: Story = {
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('15 May 2025');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('datetime', '2025-05-15');
    await expect(time.parentElement).toHaveTextContent('Last reviewed 15 May 2025');
  },
};

export const LastUpdatedInTelugu: Story = {
  args: { label: 'చివరిగా నవీకరించినది', iso: '2025-05-15', text: '15 మే 2025' },
};
