import type { Meta, StoryObj } from '@storybook/react-vite';
import { StepList, stepListLayouts } from './StepList.js';

const meta = {
  title: 'Content/StepList',
  component: StepList,
  argTypes: { layout: { control: 'inline-radio', options: stepListLayouts } },
  args: {
    steps: [
      { title: 'Discovery', description: 'We map the current process with the people who run it.' },
      { title: 'Strategy', description: 'A phased plan with measurable outcomes and a budget.' },
      {
        title: 'Implementation',
        description: 'Delivery in short releases, with training on site.',
      },
      { title: 'Optimization', description: 'We measure, tune and hand over with documentation.' },
    ],
  },
} satisfies Meta<typeof StepList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {};
export const Vertical: Story = { args: { layout: 'vertical' } };
