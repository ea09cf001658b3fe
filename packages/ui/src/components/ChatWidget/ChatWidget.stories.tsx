import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WithoutJavaScript } from '../../internal/WithoutJavaScript.fixtures.js';
import { ChatWidget } from './ChatWidget.js';

const meta = {
  title: 'Layout/ChatWidget',
  component: ChatWidget,
  args: {
    delayMs: 0,
    title: 'Talk to us',
    body: 'Questions about a project? Our team answers during office hours.',
    action: { label: 'Send a message', href: '/contact' },
    openLabel: 'Open chat',
    closeLabel: 'Close chat',
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '32rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

const dark = { colorMode: 'dark' };
/** 320 px wide: the narrowest phone the site supports. */
const phone = { viewport: { value: 'mobile1', isRotated: false } };

const bubbleOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Open chat' });
function cardOf(bubble: HTMLElement): HTMLElement {
  const card = document.getElementById(bubble.getAttribute('popovertarget') ?? '');
  if (!card) throw new Error('the bubble targets no card');
  return card;
}
const isOpen = (element: HTMLElement) => element.matches(':popover-open');
/** Which icon the bubble shows: CSS swaps them from whether the card is open. */
const shownIcon = (bubble: HTMLElement) =>
  [...bubble.querySelectorAll<SVGElement>('svg[data-icon]')]
    .filter((icon) => icon.getBoundingClientRect().width > 0)
    .map((icon) => icon.dataset.icon);

/** Fails unless the open card lies inside the viewport and above the bubble. */
async function expectCardPlaced(card: HTMLElement, bubble: HTMLElement) {
  const box = card.getBoundingClientRect();
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.top).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  await expect(box.bottom).toBeLessThanOrEqual(bubble.getBoundingClientRect().top);
}

/** The collapsed bubble (on a page it appears after `delayMs`, 3000 ms by default). */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const bubble = bubbleOf(canvasElement);
    await waitFor(() => expect(bubble).toBeVisible());
    await expect(isOpen(cardOf(bubble))).toBe(false);
    await expect(shownIcon(bubble)).toEqual(['chat']);
  },
};

export const CollapsedDark: Story = { ...Collapsed, globals: dark };

/** The card open (`defaultExpanded`): the bubble shows a close icon. */
export const Expanded: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvasElement }) => {
    const bubble = bubbleOf(canvasElement);
    const card = cardOf(bubble);
    await waitFor(() => expect(isOpen(card)).toBe(true));
    const inCard = within(card);
    await waitFor(() => expect(inCard.getByRole('heading', { name: 'Talk to us' })).toBeVisible());
    await expect(inCard.getByRole('link', { name: 'Send a message' })).toBeVisible();
    await expect(shownIcon(bubble)).toEqual(['close']);
    await waitFor(() => expectCardPlaced(card, bubble));
  },
};

export const ExpandedDark: Story = { ...Expanded, globals: dark };

/**
 * The bubble toggles the card and the close button closes it, focus back on the bubble. Escape, a
 * click outside and Tab past the card close it too: ChatWidget.browser.test.tsx presses real keys.
 */
export const OpensAndCloses: Story = {
  play: async ({ canvasElement }) => {
    const bubble = bubbleOf(canvasElement);
    const card = cardOf(bubble);
    await userEvent.click(bubble);
    await expect(isOpen(card)).toBe(true);
    await userEvent.click(within(card).getByRole('button', { name: 'Close chat' }));
    await expect(isOpen(card)).toBe(false);
    await expect(bubble).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(isOpen(card)).toBe(true);
    await userEvent.click(bubble);
    await expect(isOpen(card)).toBe(false);
  },
};

/** Hidden for `delayMs` by a CSS animation (here 1500 ms), then shown: no timer in JavaScript. */
export const Delayed: Story = {
  args: { delayMs: 1500 },
  play: async ({ canvasElement }) => {
    // Hidden (visibility) at first, so out of the accessibility tree (and nameless) too.
    const bubble = canvasElement.querySelector<HTMLElement>('button[aria-label="Open chat"]');
    if (!bubble) throw new Error('no bubble');
    await expect(getComputedStyle(bubble).visibility).toBe('hidden');
    await expect(bubble).not.toBeVisible();
    await waitFor(() => expect(getComputedStyle(bubble).visibility).toBe('visible'), {
      timeout: 4000,
    });
  },
};

/** On a 320 px screen the card fits inside the viewport, above the bubble. */
export const SmallScreen: Story = {
  globals: phone,
  args: { defaultExpanded: true },
  play: async ({ canvasElement }) => {
    const bubble = bubbleOf(canvasElement);
    const card = cardOf(bubble);
    await waitFor(() => expect(isOpen(card)).toBe(true));
    await waitFor(() => expectCardPlaced(card, bubble));
  },
};

/**
 * The server HTML with no script (before the island hydrates, or without JavaScript): the bubble
 * appears after its CSS delay and toggles the card, and the close button closes it.
 */
export const NoJavaScript: Story = {
  name: 'Without JavaScript',
  render: (args) => (
    <WithoutJavaScript>
      <ChatWidget {...args} />
    </WithoutJavaScript>
  ),
  play: async ({ canvasElement }) => {
    const bubble = bubbleOf(canvasElement);
    const card = cardOf(bubble);
    await userEvent.click(bubble);
    await expect(isOpen(card)).toBe(true);
    await expect(shownIcon(bubble)).toEqual(['close']);
    await userEvent.click(within(card).getByRole('button', { name: 'Close chat' }));
    await expect(isOpen(card)).toBe(false);
    await expect(shownIcon(bubble)).toEqual(['chat']);
  },
};
