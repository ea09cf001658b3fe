import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextLink } from '../TextLink/TextLink.js';
import { SectionHeader, sectionHeaderAligns } from './SectionHeader.js';

const meta = {
  title: 'Page/SectionHeader',
  component: SectionHeader,
  argTypes: { align: { control: 'inline-radio', options: sectionHeaderAligns } },
  args: {
    eyebrow: 'Our Services',
    heading: 'Technology that serves citizens',
    lead: 'Six practices, one accountable team: from custom software to citizen-engagement platforms.',
  },
} satisfies Meta<typeof SectionHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Centred: Story = {};
export const Start: Story = { args: { align: 'start' } };
export const HeadingOnly: Story = { args: { eyebrow: undefined, lead: undefined } };
export const WithLink: Story = {
  args: { children: <TextLink href="#services">See all services</TextLink> },
};
