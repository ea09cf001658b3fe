import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '../Text/Text.js';
import { Container, containerWidths } from './Container.js';

const meta = {
  title: 'Layout/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  argTypes: { width: { control: 'inline-radio', options: containerWidths } },
  args: {
    children: (
      <div style={{ outline: '1px dashed var(--lm-color-border-control)', padding: '1rem' }}>
        <Text>Content sits inside the container, centred, with responsive side gutters.</Text>
      </div>
    ),
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {};
export const Prose: Story = { args: { width: 'prose' } };
export const Narrow: Story = { args: { width: 'narrow' } };
export const Full: Story = { args: { width: 'full' } };
