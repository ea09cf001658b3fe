import type { Meta, StoryObj } from '@storybook/react-vite';
import { ButtonLink } from '../ButtonLink/ButtonLink.js';
import { Heading } from '../Heading/Heading.js';
import { Stack } from '../Stack/Stack.js';
import { Lead, Text } from '../Text/Text.js';
import { TextLink } from '../TextLink/TextLink.js';
import { Section, sectionSpacings, sectionTones } from './Section.js';

const meta = {
  title: 'Layout/Section',
  component: Section,
  parameters: { layout: 'fullscreen' },
  argTypes: {
    tone: { control: 'inline-radio', options: sectionTones },
    spacing: { control: 'inline-radio', options: sectionSpacings },
  },
  args: {
    labelledBy: 'section-story-heading',
    id: 'why-us',
    children: (
      <Stack gap="large" align="start">
        <Heading level={2} id="section-story-heading">
          Why government departments choose us
        </Heading>
        <Lead>Delivery teams in Hyderabad and Vijayawada with a decade of public-sector work.</Lead>
        <Text tone="secondary">
          Secondary text and <TextLink href="#links">inline links</TextLink> follow the band
          colours.
        </Text>
        <ButtonLink href="#contact" variant="primary">
          Talk to us
        </ButtonLink>
      </Stack>
    ),
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Surface: Story = { args: { tone: 'surface' } };
export const Accent: Story = { args: { tone: 'accent' } };
export const Brand: Story = {
  args: {
    tone: 'brand',
    children: (
      <Stack gap="large" align="start">
        <Heading level={2} id="section-story-heading">
          Built for the Telugu states
        </Heading>
        <Lead>
          On the brand band, headings, text, links and focus rings switch to on-brand colours.
        </Lead>
        <Text tone="secondary">
          A <TextLink href="#links">link on the band</TextLink> stays readable.
        </Text>
        <ButtonLink href="#contact" variant="onBrand">
          Talk to us
        </ButtonLink>
      </Stack>
    ),
  },
};
export const Compact: Story = { args: { spacing: 'compact', tone: 'surface' } };
