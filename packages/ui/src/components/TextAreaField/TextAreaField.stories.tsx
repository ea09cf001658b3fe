import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextAreaField } from './TextAreaField.js';

const meta = {
  title: 'Forms/TextAreaField',
  component: TextAreaField,
  args: { label: 'Message', name: 'message', isRequired: true },
  decorators: [(Story) => <div style={{ maxWidth: '36rem' }}>{Story()}</div>],
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = {
  args: {
    defaultValue:
      'We would like to discuss a grievance dashboard for 15 departments, with Telugu and English interfaces.',
  },
};
export const WithDescription: Story = {
  args: { description: 'Tell us about your department and what you would like to achieve.' },
};
export const Invalid: Story = {
  args: {
    defaultValue: 'Too short',
    isInvalid: true,
    errorMessage: 'Message must be at least 10 characters',
  },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const CountNearLimit: Story = {
  args: {
    maxLength: 120,
    showCount: true,
    countLabel: (length, max) => `${length} of ${max} characters`,
    defaultValue:
      'We run citizen services in 12 pilot districts and want one dashboard for grievances, field visits and feedback.',
  },
};
