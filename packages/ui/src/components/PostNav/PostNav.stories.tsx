import type { Meta, StoryObj } from '@storybook/react-vite';
import { PostNav } from './PostNav.js';

const meta = {
  title: 'Navigation/PostNav',
  component: PostNav,
  args: {
    label: 'More articles',
    previousLabel: 'Previous',
    nextLabel: 'Next',
    all: { href: '#blog', label: 'All posts' },
    previous: { href: '#prev', title: 'AI in government services' },
    next: { href: '#next', title: 'Cybersecurity for government systems' },
  },
} satisfies Meta<typeof PostNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Both: Story = {};
export const FirstPost: Story = { args: { previous: undefined } };
export const LastPost: Story = { args: { next: undefined } };
