import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckList, List, listColumns, listMarkers, listSizes } from './List.js';

const meta = {
  title: 'Content/List',
  component: List,
  argTypes: {
    marker: { control: 'inline-radio', options: listMarkers },
    columns: { control: 'inline-radio', options: listColumns },
    size: { control: 'inline-radio', options: listSizes },
  },
  args: {
    'aria-label': 'Features',
    items: [
      'Role-based dashboards for every department',
      'Telugu and English interfaces',
      'Audit trails for every change',
      'Hosted in Indian data centres',
    ],
  },
} satisfies Meta<typeof List>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bullets: Story = {};
export const Checks: Story = { args: { marker: 'check' } };
export const Numbered: Story = { args: { marker: 'number' } };
export const TwoColumns: Story = { args: { marker: 'check', columns: 2 } };
export const Small: Story = { args: { marker: 'check', size: 'small' } };
export const CheckListShortcut: Story = {
  render: (args) => <CheckList items={args.items} aria-label="Benefits" />,
};
