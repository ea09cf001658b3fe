import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyImage } from '../../internal/storyAssets.js';
import { Image } from '../Image/Image.js';
import { TestimonialCard } from './TestimonialCard.js';

const meta = {
  title: 'Content/TestimonialCard',
  component: TestimonialCard,
  args: {
    content:
      'The grievance dashboard gave every district collector the same picture of the same day. Resolution times fell within a quarter.',
    author: 'K. Venkat Rao',
    position: 'Joint Secretary',
    company: 'Department of Information Technology',
  },
  decorators: [(Story) => <div style={{ maxWidth: '26rem' }}>{Story()}</div>],
} satisfies Meta<typeof TestimonialCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAvatar: Story = {
  args: { avatar: <Image {...storyImage} alt="" width={96} height={96} ratio="1/1" /> },
};
export const AuthorOnly: Story = { args: { position: undefined, company: undefined } };
