import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '../Text/Text.js';
import { TextLink, textLinkWeights } from './TextLink.js';

const meta = {
  title: 'Actions/TextLink',
  component: TextLink,
  args: { children: 'our privacy policy', href: '#privacy' },
  argTypes: { weight: { control: 'inline-radio', options: textLinkWeights } },
  render: (args) => (
    <Text>
      We only use your details to answer your request. Read <TextLink {...args} /> for details.
    </Text>
  ),
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {};
export const Semibold: Story = { args: { weight: 'semibold' } };
export const External: Story = {
  args: {
    children: 'LinkedIn',
    href: 'https://www.linkedin.com/',
    externalLabel: 'opens another website',
  },
};
