import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from '../Heading/Heading.js';
import { Eyebrow } from './Eyebrow.js';

const meta = {
  title: 'Typography/Eyebrow',
  component: Eyebrow,
  args: { children: 'Our Services' },
} satisfies Meta<typeof Eyebrow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AboveHeading: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      <Eyebrow {...args} />
      <Heading level={2}>Technology that serves citizens</Heading>
    </div>
  ),
};
