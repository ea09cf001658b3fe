import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from './Breadcrumbs.js';

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    label: 'Breadcrumb',
    items: [
      { label: 'Home', href: '#home' },
      { label: 'Industries', href: '#industries' },
      { label: 'Andhra Pradesh Government' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeLevels: Story = {};
export const TwoLevels: Story = {
  args: { items: [{ label: 'Home', href: '#home' }, { label: 'Contact' }] },
};
export const LongTitle: Story = {
  args: {
    items: [
      { label: 'Home', href: '#home' },
      { label: 'Blog', href: '#blog' },
      {
        label:
          'Digital inclusion in the Telugu states: lessons from five years of village-level services',
      },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};
