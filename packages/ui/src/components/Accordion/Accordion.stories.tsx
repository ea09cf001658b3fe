import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { WithoutJavaScript } from '../../internal/WithoutJavaScript.fixtures.js';
import { Accordion } from './Accordion.js';

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

const dark = { colorMode: 'dark' };

/** The `<summary>` holding a title, and its `<details>`. */
function section(canvasElement: HTMLElement, title: string) {
  const summary = within(canvasElement).getByText(title).closest('summary');
  const details = summary?.parentElement;
  if (!summary || !(details instanceof HTMLDetailsElement)) throw new Error(`no section ${title}`);
  return { summary, details };
}

/**
 * All closed. The summary is the toggle: a click, or Enter and Space (real key presses, in
 * Accordion.browser.test.tsx), opens and closes it.
 */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const { summary, details } = section(canvasElement, 'How quickly will you reply?');
    await expect(details.open).toBe(false);
    await expect(
      within(canvasElement).queryByText('We reply to every consultation request within 24 hours.'),
    ).not.toBeVisible();
    await userEvent.click(summary);
    await expect(details.open).toBe(true);
    await userEvent.click(summary);
    await expect(details.open).toBe(false);
  },
};

/** One item open (`defaultExpandedKeys`). Opening another closes it: the sections share a name. */
export const FirstOpen: Story = {
  args: { defaultExpandedKeys: ['reply'] },
  play: async ({ canvasElement }) => {
    const first = section(canvasElement, 'How quickly will you reply?');
    const second = section(canvasElement, 'Is the first consultation free?');
    await expect(first.details.open).toBe(true);
    await expect(
      within(canvasElement).getByText('We reply to every consultation request within 24 hours.'),
    ).toBeVisible();
    await userEvent.click(second.summary);
    await expect(second.details.open).toBe(true);
    await expect(first.details.open).toBe(false);
    await userEvent.click(first.summary);
    await expect(first.details.open).toBe(true);
    await expect(second.details.open).toBe(false);
  },
};

export const FirstOpenDark: Story = { ...FirstOpen, globals: dark };

/** `allowsMultipleExpanded`: sections open independently. */
export const MultipleOpen: Story = {
  args: { allowsMultipleExpanded: true, defaultExpandedKeys: ['reply', 'cost'] },
  play: async ({ canvasElement }) => {
    const third = section(canvasElement, 'Do you build in Telugu?');
    await userEvent.click(third.summary);
    await expect(canvasElement.querySelectorAll('details[open]')).toHaveLength(3);
  },
};

/** The server HTML with no script: the answers open and close all the same (it uses no script). */
export const NoJavaScript: Story = {
  name: 'Without JavaScript',
  args: { defaultExpandedKeys: ['reply'] },
  render: (args) => (
    <WithoutJavaScript>
      <Accordion {...args} />
    </WithoutJavaScript>
  ),
  play: async ({ canvasElement }) => {
    const first = section(canvasElement, 'How quickly will you reply?');
    const third = section(canvasElement, 'Do you build in Telugu?');
    await expect(first.details.open).toBe(true);
    await userEvent.click(third.summary);
    await expect(third.details.open).toBe(true);
    await expect(first.details.open).toBe(false);
  },
};
