import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../Card/Card.js';
import { Grid, gridColumns, gridGaps } from './Grid.js';

const cards = [
  'Custom Software',
  'AI & Machine Learning',
  'Cloud & DevOps',
  'Cybersecurity',
  'Dashboards',
  'GovConnect 360',
].map((title) => (
  <Card key={title} title={title}>
    Short description of the service in one or two sentences.
  </Card>
));

const meta = {
  title: 'Layout/Grid',
  component: Grid,
  argTypes: {
    columns: { control: 'inline-radio', options: gridColumns },
    gap: { control: 'inline-radio', options: gridGaps },
  },
  args: { children: cards, asList: true },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeColumns: Story = {};
export const TwoColumns: Story = { args: { columns: 2 } };
export const FourColumns: Story = { args: { columns: 4, gap: 'medium' } };
export const OneColumn: Story = { args: { columns: 1 } };
export const NotAList: Story = { args: { asList: false } };
