import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { setColorMode } from '../../colorMode/colorMode.js';
import { setTextZoom } from '../../textZoom/textZoom.js';
import { sampleToolbarProps } from './AccessibilityToolbar.fixtures.js';
import { AccessibilityToolbar, accessibilityToolbarLayouts } from './AccessibilityToolbar.js';
import { enhanceAccessibilityToolbars } from './enhance.js';

const meta = {
  title: 'Navigation/AccessibilityToolbar',
  component: AccessibilityToolbar,
  argTypes: { layout: { control: 'inline-radio', options: accessibilityToolbarLayouts } },
  args: sampleToolbarProps,
  decorators: [
    (Story) => {
      // The page's script does this once; the story stands in for it.
      useEffect(() => enhanceAccessibilityToolbars(), []);
      return <Story />;
    },
  ],
} satisfies Meta<typeof AccessibilityToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The bar across the top of a page. A+ enlarges the whole page (its root font size). On a phone
 * (narrower than 40em) the bar is one row at every text size: the skip link (shown when focused),
 * an "Accessibility" button and the language link; the button opens the screen-reader link, text
 * size and themes as a native popover, which works before any script.
 */
export const Bar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Accessibility options' });
    // Not displayed where the bar is wide, so it has no accessible name there: found by its text.
    const optionsButton = within(nav).getByText('Accessibility', { selector: 'button' });
    if (window.matchMedia('(min-width: 40em)').matches) {
      // Wide enough: every option is in the bar and the button is not shown.
      await expect(optionsButton).not.toBeVisible();
    } else {
      await userEvent.click(optionsButton);
    }
    await expect(within(nav).getByRole('group', { name: 'Text size' })).toBeVisible();
    const larger = canvas.getByRole('button', { name: 'A+ Increase text size' });
    await userEvent.click(larger);
    await expect(document.documentElement).toHaveAttribute('data-text-size', '125');
    await expect(canvas.getByRole('status')).toHaveTextContent('Text size 125%');
    await userEvent.click(canvas.getByRole('button', { name: 'High contrast' }));
    await expect(canvas.getByRole('button', { name: 'High contrast' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Leave the document as the other stories expect it.
    setTextZoom(100);
    setColorMode('light');
  },
};

/** In a phone menu: the same controls as rows with visible group labels, no skip link. */
export const Panel: Story = {
  args: { layout: 'panel', skipLink: undefined },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '20rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByText('Text size')).toBeVisible();
  },
};
