import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyImage } from '../../internal/storyAssets.js';
import { Image } from '../Image/Image.js';
import { AuthorBox } from './AuthorBox.js';

const meta = {
  title: 'Content/AuthorBox',
  component: AuthorBox,
  args: {
    kicker: 'About the author',
    name: 'Priya Sharma',
    role: 'Head of Public Sector Practice',
    bio: 'Priya has led digital programmes for state departments in Andhra Pradesh and Telangana since 2014.',
  },
} satisfies Meta<typeof AuthorBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {};
export const WithPortrait: Story = {
  args: { avatar: <Image {...storyImage} alt="" width={144} height={144} ratio="1/1" /> },
};
export const NameOnly: Story = { args: { kicker: undefined, role: undefined, bio: undefined } };
