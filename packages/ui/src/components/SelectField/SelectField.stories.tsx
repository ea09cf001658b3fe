import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SelectField } from './SelectField.js';

const services = [
  { value: 'custom-software', label: 'Custom Software Development' },
  { value: 'ai-ml', label: 'AI & Machine Learning Solutions' },
  { value: 'cloud-devops', label: 'Cloud Migration & DevOps' },
  { value: 'cybersecurity', label: 'Cybersecurity & Compliance' },
  { value: 'dashboards', label: 'Customized Dashboards & Analytics' },
  { value: 'other', label: 'Other Services' },
];

const meta = {
  title: 'Forms/SelectField',
  component: SelectField,
  args: {
    label: 'Service of interest',
    placeholder: 'Select a service',
    items: services,
    name: 'service',
    isRequired: true,
  },
  decorators: [(Story) => <div style={{ maxWidth: '28rem', minHeight: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Selected: Story = { args: { defaultSelectedKey: 'dashboards' } };
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Please select a service' },
};
export const Disabled: Story = { args: { isDisabled: true, defaultSelectedKey: 'ai-ml' } };
export const WithDescription: Story = {
  args: { description: 'Choose the closest match; you can explain in your message.' },
};
export const Selection: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole<HTMLSelectElement>('combobox', {
      name: /Service of interest/,
    });
    await userEvent.selectOptions(select, 'ai-ml');
    await expect(select).toHaveValue('ai-ml');
    await expect(select.selectedOptions[0]).toHaveTextContent('AI & Machine Learning Solutions');
  },
};
export const InvalidIsDescribed: Story = {
  args: { isInvalid: true, errorMessage: 'Please select a service' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: /Service of interest/ });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Please select a service');
  },
};
