import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '../Text/Text';
import { ScriptOnly } from './ScriptOnly';

const meta = {
  title: 'Utilities/ScriptOnly',
  component: ScriptOnly,
  args: {
    children: <Text>Shown only where JavaScript runs (Storybook always runs it).</Text>,
  },
} satisfies Meta<typeof ScriptOnly>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
