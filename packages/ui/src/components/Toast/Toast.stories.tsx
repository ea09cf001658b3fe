import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ToastRegion } from './Toast.js';
import { type ShowToastOptions, showToast, toastQueue, toastVariants } from './toastQueue.js';

interface ToastDemoProps extends ShowToastOptions {
  label: string;
  dismissLabel: string;
}

/** A trigger plus the region, as an app renders it (the region once, at the root). */
function ToastDemo({ label, dismissLabel, ...toast }: ToastDemoProps) {
  return (
    <div style={{ minHeight: '12rem' }}>
      <button
        type="button"
        onClick={() => showToast(toast)}
        style={{
          padding: '0.5rem 1rem',
          borderRadius: 8,
          border: '1px solid currentColor',
          background: 'transparent',
          color: 'inherit',
          font: 'inherit',
        }}
      >
        Show notification
      </button>
      <ToastRegion label={label} dismissLabel={dismissLabel} />
    </div>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastDemo,
  args: {
    label: 'Notifications',
    dismissLabel: 'Dismiss',
    title: 'Request sent',
    description: 'We will reply within one working day.',
    variant: 'neutral',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: toastVariants },
    timeout: {
      control: 'number',
      description: 'ms; none by default: a toast stays until dismissed',
    },
  },
  beforeEach: () => {
    toastQueue.clear();
    return () => toastQueue.clear();
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const dark = { colorMode: 'dark' };

/** The region, once the first toast has loaded the toast UI (a lazy chunk: slow on a busy machine). */
const region = () =>
  within(document.body).findByRole('region', { name: 'Notifications' }, { timeout: 10_000 });

/** Shows the toast and checks its live region: the `alert` when destructive, the `status` otherwise. */
const showAndCheck: Story['play'] = async ({ canvasElement, args }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show notification' }));
  const shownRegion = await region();
  const shown = within(shownRegion);
  await waitFor(() => expect(shown.getByText(args.title)).toBeVisible());
  const role = args.variant === 'destructive' ? 'alert' : 'status';
  await expect(shownRegion.closest(`[role="${role}"]`)).not.toBeNull();
  await expect(shownRegion.querySelector('[data-variant]')).toHaveAttribute(
    'data-variant',
    args.variant ?? 'neutral',
  );
};

export const Neutral: Story = { play: showAndCheck };
export const NeutralDark: Story = { play: showAndCheck, globals: dark };
export const Success: Story = { args: { variant: 'success', title: 'Saved' }, play: showAndCheck };
export const SuccessDark: Story = { ...Success, globals: dark };

const destructive = {
  variant: 'destructive',
  title: 'Not sent',
  description: 'Please try again later.',
} as const;

/** A toast has no timeout by default (a destructive one here): it stays until dismissed. */
export const Destructive: Story = {
  args: destructive,
  play: async (context) => {
    await showAndCheck(context);
    const shown = within(await region());
    // Longer than a short timeout, and it is still there.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(shown.getByText(destructive.title)).toBeVisible();
  },
};

export const DestructiveDark: Story = { ...Destructive, globals: dark };

/** A neutral toast closes on its own after its timeout (here 1000 ms). */
export const ClosesOnItsOwn: Story = {
  args: { timeout: 1000 },
  play: async (context) => {
    await showAndCheck(context);
    await waitFor(
      () =>
        expect(within(document.body).queryByRole('region', { name: 'Notifications' })).toBeNull(),
      { timeout: 4000 },
    );
  },
};

/** Only one toast is visible at a time; dismissing it shows the next. */
export const OneAtATime: Story = {
  args: destructive,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Show notification' });
    await userEvent.click(trigger);
    await userEvent.click(trigger);
    const body = within(document.body);
    await region();
    const shownToasts = () => document.body.querySelectorAll('[data-variant]');
    await waitFor(() => expect(shownToasts()).toHaveLength(1));
    await userEvent.click(body.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(shownToasts()).toHaveLength(1));
    await userEvent.click(body.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(shownToasts()).toHaveLength(0));
  },
};
