import type { Meta, StoryObj } from '@storybook/react-vite';
import { ButtonLink } from '../ButtonLink/ButtonLink.js';
import { Cluster, clusterAligns, clusterGaps, clusterJustifies } from './Cluster.js';

const meta = {
  title: 'Layout/Cluster',
  component: Cluster,
  argTypes: {
    gap: { control: 'select', options: clusterGaps },
    justify: { control: 'inline-radio', options: clusterJustifies },
    align: { control: 'inline-radio', options: clusterAligns },
  },
  args: {
    children: [
      <ButtonLink key="a" href="#contact">
        Get a Free Consultation
      </ButtonLink>,
      <ButtonLink key="b" href="#services" variant="secondary">
        Explore Services
      </ButtonLink>,
    ],
  },
} satisfies Meta<typeof Cluster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Centred: Story = { args: { justify: 'center', gap: 'medium' } };
export const SpaceBetween: Story = { args: { justify: 'between' } };
