import type { Meta, StoryObj } from '@storybook/react-vite';
import { buttonSizes, buttonVariants } from '../Button/Button.js';
import { iconNames } from '../Icon/Icon.js';
import { ButtonLink } from './ButtonLink.js';

const meta = {
  title: 'Actions/ButtonLink',
  component: ButtonLink,
  args: { children: 'Get a Free Consultation', href: '#contact' },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    iconEnd: { control: 'select', options: [undefined, ...iconNames] },
  },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { iconEnd: 'arrow-right' } };
export const Secondary: Story = { args: { variant: 'secondary', children: 'Explore Services' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Read the case study' } };
const brandBand: Story['decorators'] = [
  (Story) => (
    <div
      style={{
        padding: '1.5rem',
        background: 'var(--lm-color-background-brand)',
        display: 'flex',
        gap: '1rem',
      }}
    >
      <Story />
    </div>
  ),
];
export const OnBrand: Story = { args: { variant: 'onBrand' }, decorators: brandBand };
export const OnBrandOutline: Story = {
  args: { variant: 'onBrandOutline', children: 'Explore Services' },
  decorators: brandBand,
};
export const Large: Story = { args: { size: 'large', iconEnd: 'arrow-right' } };
