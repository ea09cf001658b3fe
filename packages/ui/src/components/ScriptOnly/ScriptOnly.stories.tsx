import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from '../Text/Text.js';
import { ScriptOnly } from './ScriptOnly.js';

const meta = {
  title: 'Utilities/ScriptOnly',
  component: ScriptOnly,
  args: {
    children: <Text>Shown only where JavaScript runs (Storybook always runs it).</Text>,
  },
} satisfies Meta<typeof ScriptOnly>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where scripting runs (always in Storybook) the children show; without it they are not displayed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Shown only where JavaScript runs/)).toBeVisible();
  },
};
