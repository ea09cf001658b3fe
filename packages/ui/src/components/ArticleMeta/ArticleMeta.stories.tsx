import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArticleMeta } from './ArticleMeta.js';

const meta = {
  title: 'Content/ArticleMeta',
  component: ArticleMeta,
  args: {
    author: 'Priya Sharma',
    date: 'May 15, 2025',
    dateTime: '2025-05-15',
    category: { label: 'Smart Cities', href: '#smart-cities' },
    labels: {
      author: 'Author',
      date: 'Published',
      category: 'Category',
      readingTime: 'Reading time',
    },
  },
} satisfies Meta<typeof ArticleMeta>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = { args: { readingTime: '6 min read' } };
export const CategoryNotLinked: Story = { args: { category: { label: 'Smart Cities' } } };
export const DateOnly: Story = { args: { author: undefined, category: undefined } };
