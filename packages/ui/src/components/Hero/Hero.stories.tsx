import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyImage } from '../../internal/storyAssets.js';
import { ButtonLink } from '../ButtonLink/ButtonLink.js';
import { Image } from '../Image/Image.js';
import { Hero, heroAligns, heroTones } from './Hero.js';

const meta = {
  title: 'Page/Hero',
  component: Hero,
  parameters: { layout: 'fullscreen' },
  argTypes: {
    tone: { control: 'inline-radio', options: heroTones },
    align: { control: 'inline-radio', options: heroAligns },
  },
  args: {
    eyebrow: 'Technology for Government & Enterprise',
    title: 'Where Innovation Meets Illumination',
    lead: 'Custom software, AI, cloud and citizen-engagement platforms for the governments of Andhra Pradesh and Telangana.',
    actions: (
      <>
        <ButtonLink href="#contact" size="large" iconEnd="arrow-right">
          Get a Free Consultation
        </ButtonLink>
        <ButtonLink href="#services" size="large" variant="secondary">
          Explore Services
        </ButtonLink>
      </>
    ),
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Centred: Story = { args: { align: 'center', display: true } };
export const WithImage: Story = {
  args: { media: <Image {...storyImage} alt="Officials reviewing a dashboard" priority /> },
};
export const Brand: Story = {
  args: {
    tone: 'brand',
    display: true,
    media: <Image {...storyImage} alt="Officials reviewing a dashboard" priority />,
    actions: (
      <>
        <ButtonLink href="#contact" size="large" variant="onBrand" iconEnd="arrow-right">
          Get a Free Consultation
        </ButtonLink>
        <ButtonLink href="#services" size="large" variant="onBrandOutline">
          Explore Services
        </ButtonLink>
      </>
    ),
  },
};
export const Surface: Story = { args: { tone: 'surface', eyebrow: undefined } };
