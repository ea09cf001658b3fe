import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ColorModeToggle } from './ColorModeToggle.js';

const meta = {
  title: 'Layout/ColorModeToggle',
  component: ColorModeToggle,
  args: {
    switchToDarkLabel: 'Switch to dark theme',
    switchToLightLabel: 'Switch to light theme',
    onChange: fn(),
  },
} satisfies Meta<typeof ColorModeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Its name says what a press will do; the choice is stored in localStorage. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const root = document.documentElement;
    const before = root.dataset.colorMode;
    const button = canvas.getByRole('button', {
      name: before === 'dark' ? 'Switch to light theme' : 'Switch to dark theme',
    });
    await userEvent.click(button);
    const after = before === 'dark' ? 'light' : 'dark';
    await expect(root.dataset.colorMode).toBe(after);
    await expect(args.onChange).toHaveBeenCalledWith(after);
    await expect(button).toHaveAccessibleName(
      after === 'dark' ? 'Switch to light theme' : 'Switch to dark theme',
    );
    // Put the page back in the mode the toolbar asked for. From high contrast the toggle's two
    // states lead to dark and light, never back, so the mode is restored directly.
    if (before === 'contrast') {
      root.dataset.colorMode = before;
      return;
    }
    await userEvent.click(button);
    await expect(root.dataset.colorMode).toBe(before);
  },
};

export const InDarkMode: Story = { globals: { colorMode: 'dark' } };
