import type { Meta, StoryObj } from '@storybook/react-vite';
import { badgeTones } from '../Badge/Badge.js';
import { TagList } from './TagList.js';

const categories = [
  'Government Technology',
  'Smart Cities',
  'AI & Technology',
  'Digital Inclusion',
];

const meta = {
  title: 'Navigation/TagList',
  component: TagList,
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
  args: {
    label: 'Categories',
    tags: categories.map((label) => ({
      label,
      href: `#${label.toLowerCase().replace(/\W+/g, '-')}`,
    })),
  },
} satisfies Meta<typeof TagList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Links: Story = {};
export const WithCurrent: Story = {
  args: {
    tags: categories.map((label, index) => ({ label, href: `#c${index}`, isCurrent: index === 1 })),
  },
};
export const PlainTags: Story = {
  args: {
    label: 'Technologies',
    tone: 'accent',
    tags: ['React', 'Kubernetes', 'PostgreSQL'].map((label) => ({ label })),
  },
};
