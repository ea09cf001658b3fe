import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SkipLink } from './SkipLink.js';

const meta = {
  title: 'Layout/SkipLink',
  component: SkipLink,
  args: { targetId: 'story-main', children: 'Skip to main content' },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', minHeight: '8rem' }}>
        <Story />
        <main id="story-main" tabIndex={-1} style={{ paddingTop: '4rem' }}>
          <p>Press Tab to reveal the skip link.</p>
        </main>
      </div>
    ),
  ],
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until it receives keyboard focus. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', { name: 'Skip to main content' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '#story-main');
  },
};
