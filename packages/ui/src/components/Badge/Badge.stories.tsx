import type { Meta, StoryObj } from '@storybook/react-vite';
import { iconNames } from '../Icon/Icon.js';
import { Badge, badgeTones } from './Badge.js';

const meta = {
  title: 'Content/Badge',
  component: Badge,
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    icon: { control: 'select', options: [undefined, ...iconNames] },
  },
  args: { children: 'Smart Cities' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Accent: Story = { args: { tone: 'accent' } };
export const Brand: Story = { args: { tone: 'brand' } };
export const Success: Story = { args: { tone: 'success', icon: 'check', children: 'Live' } };
