import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextLink } from '../TextLink/TextLink.js';
import { VisuallyHidden } from './VisuallyHidden.js';

const meta = {
  title: 'Utilities/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: ' about Cloud Migration' },
  render: (args) => (
    <TextLink href="#cloud">
      Learn more
      <VisuallyHidden {...args} />
    </TextLink>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link reads "Learn more about Cloud Migration" to screen readers; sighted users see "Learn more". */
export const ExtraLinkContext: Story = {};
export const LiveStatus: Story = {
  args: { as: 'div', role: 'status', children: 'Submitting...' },
  render: (args) => <VisuallyHidden {...args} />,
};
