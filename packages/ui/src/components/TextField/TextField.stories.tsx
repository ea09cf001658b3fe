import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField, textFieldTypes } from './TextField.js';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  argTypes: { type: { control: 'inline-radio', options: textFieldTypes } },
  args: { label: 'Full name', name: 'name', autoComplete: 'name', isRequired: true },
  decorators: [(Story) => <div style={{ maxWidth: '28rem' }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'Lakshmi Narayana' } };
export const WithDescription: Story = {
  args: {
    label: 'Phone (optional)',
    type: 'tel',
    name: 'phone',
    autoComplete: 'tel',
    isRequired: false,
    description: 'Include the country code if you are outside India.',
  },
};
export const Email: Story = {
  args: { label: 'Email address', type: 'email', name: 'email', autoComplete: 'email' },
};
export const Invalid: Story = {
  args: {
    defaultValue: 'L',
    isInvalid: true,
    errorMessage: 'Name must be at least 2 characters',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Full name/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Name must be at least 2 characters');
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Lakshmi Narayana' } };
export const CountNearLimit: Story = {
  args: {
    maxLength: 100,
    showCount: true,
    countLabel: (length, max) => `${max - length} characters left`,
    defaultValue:
      'Sri Venkata Lakshmi Narasimha Satyanarayana Murthy Garu of the Department of Panchayat Raj',
  },
};
export const CountAppearsWhileTyping: Story = {
  args: { maxLength: 20, showCount: true, isRequired: false, label: 'Reference code' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'AP-2025-GOV-0001');
    await expect(canvas.getByTestId('character-count')).toHaveTextContent('16/20');
  },
};
