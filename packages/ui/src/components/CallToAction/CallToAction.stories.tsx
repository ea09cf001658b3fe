import type { Meta, StoryObj } from '@storybook/react-vite';
import { CallToAction, callToActionTones } from './CallToAction.js';

const meta = {
  title: 'Page/CallToAction',
  component: CallToAction,
  parameters: { layout: 'fullscreen' },
  argTypes: { tone: { control: 'inline-radio', options: callToActionTones } },
  args: {
    heading: 'Ready to transform your department?',
    body: 'Book a free consultation. We reply within 24 hours.',
    primaryAction: { label: 'Get a Free Consultation', href: '#contact' },
    secondaryAction: { label: 'Explore Services', href: '#services' },
  },
} satisfies Meta<typeof CallToAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Brand: Story = {};
export const Surface: Story = { args: { tone: 'surface' } };
export const PrimaryOnly: Story = { args: { secondaryAction: undefined } };
