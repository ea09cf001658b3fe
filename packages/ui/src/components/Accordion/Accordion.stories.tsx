import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Accordion } from './Accordion';

const meta = {
  title: 'Content/Accordion',
  component: Accordion,
  args: {
    items: [
      {
        id: 'reply',
        title: 'How quickly will you reply?',
        content: 'We reply to every consultation request within 24 hours.',
      },
      {
        id: 'cost',
        title: 'Is the first consultation free?',
        content: 'Yes. The first consultation is free and carries no obligation.',
      },
      {
        id: 'languages',
        title: 'Do you build in Telugu?',
        content: 'Yes. Our citizen-facing products support Telugu and English.',
      },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: '48rem' }}>{Story()}</div>],
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', {
      name: 'How quickly will you reply?',
    });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};
export const FirstOpen: Story = {
  args: { defaultExpandedKeys: ['reply'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'How quickly will you reply?' });
    const second = canvas.getByRole('button', { name: 'Is the first consultation free?' });
    const panel = (trigger: HTMLElement) =>
      canvasElement.querySelector(`[id="${trigger.getAttribute('aria-controls')}"]`);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    // Closed answers stay findable by in-page search.
    await expect(panel(second)).toHaveAttribute('hidden', 'until-found');
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(panel(first)).toHaveAttribute('hidden', 'until-found');
  },
};
export const MultipleOpen: Story = {
  args: { allowsMultipleExpanded: true, defaultExpandedKeys: ['reply', 'cost'] },
};
