import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading, headingAligns, headingLevels, headingSizes } from './Heading.js';

const meta = {
  title: 'Typography/Heading',
  component: Heading,
  args: { level: 2, children: 'Where Innovation Meets Illumination' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: headingSizes },
    align: { control: 'inline-radio', options: headingAligns },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Level2: Story = {};
export const AllSizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      {headingSizes.map((size) => (
        <Heading key={size} {...args} level={2} size={size}>
          {`Size ${size}: ${String(args.children)}`}
        </Heading>
      ))}
    </div>
  ),
};
export const LevelDecoupledFromSize: Story = { args: { level: 3, size: '1' } };
export const Centred: Story = { args: { align: 'center' } };
