import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyImage } from '../../internal/storyAssets.js';
import { Image, imageFits, imageRadii, imageRatios } from './Image.js';

const meta = {
  title: 'Media/Image',
  component: Image,
  args: { ...storyImage, alt: 'Abstract brand illustration' },
  argTypes: {
    fit: { control: 'inline-radio', options: imageFits },
    radius: { control: 'inline-radio', options: imageRadii },
    ratio: { control: 'inline-radio', options: imageRatios },
  },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lazy: Story = {};
export const Priority: Story = { args: { priority: true } };
export const Rounded: Story = { args: { radius: 'large' } };
export const CroppedSquare: Story = {
  args: { ratio: '1/1', radius: 'medium' },
  decorators: [(Story) => <div style={{ maxWidth: '20rem' }}>{Story()}</div>],
};
export const Decorative: Story = { args: { alt: '' } };
