import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pagination } from './Pagination.js';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: {
    label: 'Pages of articles',
    current: 2,
    count: 3,
    hrefOf: (page: number) => (page === 1 ? '#blog' : `#blog-page-${page}`),
    previousLabel: 'Previous page',
    nextLabel: 'Next page',
    pageLabel: (page: number) => `Page ${page}`,
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MiddlePage: Story = {};
export const FirstPage: Story = { args: { current: 1 } };
export const LastPage: Story = { args: { current: 3 } };
/** Many pages: the first, the last and the current page's neighbours keep their numbers. */
export const ManyPages: Story = { args: { current: 84, count: 167 } };
export const Telugu: Story = {
  args: {
    label: 'వ్యాసాల పేజీలు',
    current: 5,
    count: 12,
    previousLabel: 'మునుపటి పేజీ',
    nextLabel: 'తదుపరి పేజీ',
    pageLabel: (page: number) => `పేజీ ${page}`,
  },
};
/** A phone's width: the links wrap onto more lines. */
export const Narrow: Story = {
  args: { current: 84, count: 167 },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};
