import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyImage } from '../../internal/storyAssets.js';
import { iconNames } from '../Icon/Icon.js';
import { Image } from '../Image/Image.js';
import { TextLink } from '../TextLink/TextLink.js';
import { Card, cardAligns, cardVariants } from './Card.js';

const meta = {
  title: 'Content/Card',
  component: Card,
  args: {
    title: 'Cloud Migration & DevOps',
    children:
      'Move legacy systems to secure government cloud with zero-downtime cut-overs and automated pipelines.',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: cardVariants },
    align: { control: 'inline-radio', options: cardAligns },
    icon: { control: 'select', options: [undefined, ...iconNames] },
  },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {};
export const WithIcon: Story = { args: { icon: 'cloud' } };
export const LinkedCard: Story = {
  args: { icon: 'cloud', href: '#cloud-devops', actionLabel: 'Learn more' },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName('Cloud Migration & DevOps');
  },
};
export const WithImage: Story = {
  args: {
    eyebrow: 'Smart Cities',
    media: <Image {...storyImage} alt="" ratio="16/9" />,
    href: '#post',
    actionLabel: 'Read article',
  },
};
export const WithFooter: Story = {
  args: { footer: <TextLink href="#case-study">Read the case study</TextLink> },
};
export const Outline: Story = { args: { variant: 'outline', icon: 'shield' } };
export const Surface: Story = { args: { variant: 'surface', icon: 'chart' } };
export const Centred: Story = { args: { align: 'center', icon: 'users' } };
