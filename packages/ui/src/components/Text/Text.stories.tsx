import type { Meta, StoryObj } from '@storybook/react-vite';
import { Lead, Text, textAligns, textSizes, textTones, textWeights } from './Text.js';

const meta = {
  title: 'Typography/Text',
  component: Text,
  args: {
    children:
      'We design, build and run digital services for state departments and enterprises across Andhra Pradesh and Telangana.',
  },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'inline-radio', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
    align: { control: 'inline-radio', options: textAligns },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Body: Story = {};
export const Secondary: Story = { args: { tone: 'secondary' } };
export const Accent: Story = { args: { tone: 'accent', weight: 'semibold' } };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size} />
      ))}
    </div>
  ),
};
export const Measured: Story = { args: { measure: true, align: 'center' } };
export const LeadParagraph: Story = {
  render: (args) => <Lead>{args.children}</Lead>,
};
