import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '../Text/Text.js';
import { Stack, stackAligns, stackGaps } from './Stack.js';

const box = (label: string) => (
  <div
    key={label}
    style={{
      padding: '0.75rem 1rem',
      background: 'var(--lm-color-background-surface)',
      borderRadius: 8,
    }}
  >
    <Text>{label}</Text>
  </div>
);

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  argTypes: {
    gap: { control: 'select', options: stackGaps },
    align: { control: 'inline-radio', options: stackAligns },
  },
  args: { children: [box('Discovery'), box('Strategy'), box('Implementation')] },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LargeGap: Story = { args: { gap: 'xlarge' } };
export const Centred: Story = { args: { align: 'center' } };
export const Start: Story = { args: { align: 'start', gap: 'xsmall' } };
