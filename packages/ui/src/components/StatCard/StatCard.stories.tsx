import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatCard, statCardVariants } from './StatCard.js';

const meta = {
  title: 'Content/StatCard',
  component: StatCard,
  argTypes: { variant: { control: 'inline-radio', options: statCardVariants } },
  args: {
    value: '500+',
    label: 'villages reached',
    description: 'Through voice-call feedback in Telugu.',
  },
  decorators: [(Story) => <div style={{ maxWidth: '18rem' }}>{Story()}</div>],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const InCard: Story = { args: { variant: 'card' } };
export const ValueAndLabel: Story = {
  args: { value: '15', label: 'departments', description: undefined },
};
