import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'react-aria-components/Button';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ToastRegion } from './Toast';
import { type ShowToastOptions, showToast, toastQueue, toastVariants } from './toastQueue';

interface ToastDemoProps extends ShowToastOptions {
  label: string;
  dismissLabel: string;
}

/** A trigger plus the region, as an app renders it (the region once, at the root). */
function ToastDemo({ label, dismissLabel, ...toast }: ToastDemoProps) {
  return (
    <div style={{ minHeight: '12rem' }}>
      <Button
        onPress={() => showToast(toast)}
        style={{ padding: '0.5rem 1rem', borderRadius: 8, border: '1px solid currentColor' }}
      >
        Show notification
      </Button>
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
    timeout: 5000,
  },
  argTypes: { variant: { control: 'inline-radio', options: toastVariants } },
  beforeEach: () => {
    toastQueue.clear();
    return () => toastQueue.clear();
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const showAndCheck: Story['play'] = async ({ canvasElement, args }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show notification' }));
  const region = await within(document.body).findByRole('region', { name: 'Notifications' });
  await waitFor(() => expect(within(region).getByText(args.title)).toBeVisible());
  await expect(within(region).getByRole('alertdialog')).toHaveAttribute(
    'data-variant',
    args.variant ?? 'neutral',
  );
};

export const Neutral: Story = { play: showAndCheck };
export const Success: Story = { args: { variant: 'success', title: 'Saved' }, play: showAndCheck };
export const Destructive: Story = {
  args: { variant: 'destructive', title: 'Error', description: 'Please try again later.' },
  play: showAndCheck,
};

/** Only one toast is visible at a time; dismissing it shows the next. */
export const OneAtATime: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Show notification' });
    await userEvent.click(trigger);
    await userEvent.click(trigger);
    const body = within(document.body);
    await waitFor(() => expect(body.getAllByRole('alertdialog')).toHaveLength(1));
    await userEvent.click(body.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(body.getAllByRole('alertdialog')).toHaveLength(1));
  },
};

export const DarkMode: Story = {
  globals: { colorMode: 'dark' },
  args: { variant: 'destructive', title: 'Error', description: 'Please try again later.' },
  play: showAndCheck,
};
