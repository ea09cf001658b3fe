import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SubmitButton } from './SubmitButton.js';

const meta = {
  title: 'Forms/SubmitButton',
  component: SubmitButton,
  args: { children: 'Send Message', pendingLabel: 'Submitting...' },
  decorators: [(Story) => <form onSubmit={(event) => event.preventDefault()}>{Story()}</form>],
} satisfies Meta<typeof SubmitButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Submitting...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // Not a submit button while pending, so neither a press nor Enter in a field submits again.
    await expect(button).toHaveAttribute('type', 'button');
  },
};
export const FullWidth: Story = { args: { fullWidth: true } };
export const Disabled: Story = { args: { isDisabled: true } };
