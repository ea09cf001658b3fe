import type { Meta, StoryObj } from '@storybook/react-vite';
import { iconNames } from '../Icon/Icon.js';
import { FeatureCard, featureCardLayouts } from './FeatureCard.js';

const meta = {
  title: 'Content/FeatureCard',
  component: FeatureCard,
  argTypes: {
    layout: { control: 'inline-radio', options: featureCardLayouts },
    icon: { control: 'select', options: [undefined, ...iconNames] },
  },
  args: {
    icon: 'award',
    title: 'Proven public-sector record',
    children: 'Fifteen years of delivery for state departments, with references you can call.',
  },
  decorators: [(Story) => <div style={{ maxWidth: '26rem' }}>{Story()}</div>],
} satisfies Meta<typeof FeatureCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stacked: Story = {};
export const Inline: Story = { args: { layout: 'inline' } };
export const Centred: Story = { args: { layout: 'centered' } };
export const WithoutIcon: Story = { args: { icon: undefined } };
