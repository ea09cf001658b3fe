import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { iconNames } from '../Icon/Icon.js';
import { Button, buttonSizes, buttonVariants } from './Button.js';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Send request', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    iconStart: { control: 'select', options: [undefined, ...iconNames] },
    iconEnd: { control: 'select', options: [undefined, ...iconNames] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send request' }));
    await expect(args.onPress).toHaveBeenCalled();
  },
};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const OnBrand: Story = {
  args: { variant: 'onBrand' },
  decorators: [
    (Story) => (
      <div
        data-tone="brand"
        style={{ padding: '1.5rem', background: 'var(--lm-color-background-brand)' }}
      >
        <Story />
      </div>
    ),
  ],
};
export const OnBrandOutline: Story = { ...OnBrand, args: { variant: 'onBrandOutline' } };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center', flexWrap: 'wrap' }}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {`Size ${size}`}
        </Button>
      ))}
    </div>
  ),
};
export const WithIcons: Story = { args: { iconStart: 'mail', iconEnd: 'arrow-right' } };
export const FullWidth: Story = { args: { fullWidth: true } };
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send request' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
export const Disabled: Story = { args: { isDisabled: true } };
