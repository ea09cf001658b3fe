import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ToastQueue } from 'react-stately/useToastState';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as styles from './Toast.css.js';
import { ToastRegion } from './Toast.js';
import { showToast, type ToastContentQueue, toastQueue } from './toastQueue.js';

beforeEach(async () => {
  // Load the lazy toast UI with real timers, so the fake-timer tests find it resolved.
  await import('./ToastView.js');
  vi.useFakeTimers();
  act(() => toastQueue.clear());
});
afterEach(() => {
  act(() => toastQueue.clear());
  vi.useRealTimers();
});

/** Every toast shown (each carries its variant). */
const toasts = () => [...document.querySelectorAll('[data-variant]')];

/** Lets React.lazy resolve the (already imported) toast UI and render it. */
async function flushLazy() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

describe('Toast', () => {
  it('renders only its two live regions, empty, until a toast is shown', async () => {
    render(<ToastRegion label="Notifications" dismissLabel="Dismiss" />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('status').innerHTML).toBe('');
    expect(screen.getByRole('alert').innerHTML).toBe('');
    act(() => {
      showToast({ title: 'Saved', description: 'Your changes are stored.' });
    });
    await flushLazy();
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getByText('Saved')).toBeTruthy();
    expect(within(region).getByText('Your changes are stored.')).toBeTruthy();
    // Announced politely: a neutral toast goes into the status (a live region that was already
    // there), not into the alert.
    expect(screen.getByRole('status').contains(region)).toBe(true);
    expect(screen.getByRole('alert').innerHTML).toBe('');
    expect(within(region).getByRole('button', { name: 'Dismiss' }).getAttribute('type')).toBe(
      'button',
    );
  });

  it('has its live regions in the server HTML, before any toast', () => {
    // A queue of its own: the shared one has signalled toasts in the tests above.
    const queue: ToastContentQueue = new ToastQueue({ maxVisibleToasts: 1 });
    const html = renderToString(
      <ToastRegion label="Notifications" dismissLabel="Dismiss" queue={queue} />,
    );
    expect(html).toBe(
      `<div class="${styles.placement}"><div role="status"></div><div role="alert"></div></div>`,
    );
  });

  it('shows one toast at a time (the newest), the waiting one after it closes', async () => {
    render(<ToastRegion label="Notifications" dismissLabel="Dismiss" />);
    act(() => {
      showToast({ title: 'First' });
      showToast({ title: 'Second' });
    });
    await flushLazy();
    expect(toasts()).toHaveLength(1);
    expect(screen.getByText('Second')).toBeTruthy();
    expect(screen.queryByText('First')).toBeNull();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    });
    expect(toasts()).toHaveLength(1);
    expect(screen.getByText('First')).toBeTruthy();
    expect(screen.queryByText('Second')).toBeNull();
  });

  it('stays until dismissed, a success too', async () => {
    render(<ToastRegion label="Notifications" dismissLabel="Dismiss" />);
    act(() => {
      showToast({ title: 'Sent', variant: 'success' });
    });
    await flushLazy();
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(screen.getByText('Sent')).toBeTruthy();
  });

  it('closes on its own after a timeout, when one is given', async () => {
    render(<ToastRegion label="Notifications" dismissLabel="Dismiss" />);
    act(() => {
      showToast({ title: 'Sent', timeout: 5000 });
    });
    await flushLazy();
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText('Sent')).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Sent')).toBeNull();
  });

  it('pauses the timer while hovered', async () => {
    render(<ToastRegion label="Notifications" dismissLabel="Dismiss" />);
    act(() => {
      showToast({ title: 'Hover me', timeout: 1000 });
    });
    await flushLazy();
    const region = screen.getByRole('region', { name: 'Notifications' });
    act(() => {
      fireEvent.pointerOver(region, { pointerType: 'mouse' });
      fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    });
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText('Hover me')).toBeTruthy();
    act(() => {
      fireEvent.pointerLeave(region, { pointerType: 'mouse' });
      fireEvent.pointerOut(region, { pointerType: 'mouse' });
    });
    act(() => vi.advanceTimersByTime(1100));
    expect(screen.queryByText('Hover me')).toBeNull();
  });

  it('marks the variant for styling (destructive)', async () => {
    render(<ToastRegion label="Notifications" dismissLabel="Dismiss" />);
    act(() => {
      showToast({ title: 'Error', description: 'Try again later.', variant: 'destructive' });
    });
    await flushLazy();
    const [toast] = toasts();
    expect(toasts()).toHaveLength(1);
    expect(screen.getByRole('alert').contains(toast ?? null)).toBe(true);
    expect(screen.getByRole('status').innerHTML).toBe('');
    if (!toast) throw new Error('No toast');
    expect(toast.getAttribute('data-variant')).toBe('destructive');
    const rule = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .find(
        (r): r is CSSStyleRule =>
          r instanceof CSSStyleRule &&
          r.selectorText.includes('destructive') &&
          toast.matches(r.selectorText),
      );
    expect(rule?.style.getPropertyValue('background-color')).toBe(
      'var(--lm-color-feedback-errorBackground)',
    );
  });

  it('shows a toast queued before the region mounted', async () => {
    act(() => {
      showToast({ title: 'Early' });
    });
    render(<ToastRegion label="Notifications" dismissLabel="Dismiss" />);
    await flushLazy();
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getByText('Early')).toBeTruthy();
  });

  it('defaults to the neutral variant and no timeout', () => {
    const add = vi.spyOn(toastQueue, 'add');
    showToast({ title: 'Hello' });
    expect(add).toHaveBeenCalledWith(
      { title: 'Hello', variant: 'neutral' },
      { timeout: undefined },
    );
  });

  it('gives a destructive toast no timeout unless one is asked for', () => {
    const add = vi.spyOn(toastQueue, 'add');
    showToast({ title: 'Failed', variant: 'destructive' });
    expect(add).toHaveBeenLastCalledWith(
      { title: 'Failed', variant: 'destructive' },
      { timeout: undefined },
    );
    showToast({ title: 'Failed', variant: 'destructive', timeout: 8000 });
    expect(add).toHaveBeenLastCalledWith(
      { title: 'Failed', variant: 'destructive' },
      { timeout: 8000 },
    );
  });

  it('keeps a destructive toast until it is dismissed', async () => {
    render(<ToastRegion label="Notifications" dismissLabel="Dismiss" />);
    act(() => {
      showToast({ title: 'Not sent', variant: 'destructive' });
    });
    await flushLazy();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert').textContent).toContain('Not sent');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    });
    expect(screen.getByRole('alert').innerHTML).toBe('');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('pauses the timer while focus is in the region', async () => {
    render(<ToastRegion label="Notifications" dismissLabel="Dismiss" />);
    act(() => {
      showToast({ title: 'Focus me', timeout: 1000 });
    });
    await flushLazy();
    const dismiss = screen.getByRole('button', { name: 'Dismiss' });
    act(() => dismiss.focus());
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText('Focus me')).toBeTruthy();
    act(() => dismiss.blur());
    act(() => vi.advanceTimersByTime(1100));
    expect(screen.queryByText('Focus me')).toBeNull();
  });

  it('moves focus to the next toast, then back where it came from, when dismissed from the keyboard', async () => {
    render(
      <>
        <button type="button">Send</button>
        <ToastRegion label="Notifications" dismissLabel="Dismiss" />
      </>,
    );
    act(() => {
      showToast({ title: 'First', timeout: 1000 });
      showToast({ title: 'Second', timeout: 1000 });
    });
    await flushLazy();
    const send = screen.getByRole('button', { name: 'Send' });
    act(() => send.focus());
    act(() => screen.getByRole('button', { name: 'Dismiss' }).focus());
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    });
    expect(screen.getByText('First')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Dismiss' }));
    // Focus is still in the region: the next toast's timer waits.
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText('First')).toBeTruthy();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    });
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.activeElement).toBe(send);
  });
});

describe('Toast bundle split', () => {
  it('uses no react-aria-components at all, and keeps the queue out of the region shell', async () => {
    const { readFile } = await import('node:fs/promises');
    const read = (file: string) => readFile(new URL(file, import.meta.url), 'utf8');
    for (const file of ['./Toast.tsx', './ToastView.tsx', './toastQueue.ts', './toastSignal.ts']) {
      const source = await read(file);
      expect(source, file).not.toMatch(/from ['"]react-aria-components/);
      expect(source, file).not.toMatch(/from ['"]react-aria['"/]/);
    }
    expect(await read('./Toast.tsx')).toMatch(/lazy\(\(\) => import\('\.\/ToastView\.js'\)\)/);
    // The region (on every page) imports the queue's type only, not react-stately's queue.
    expect(await read('./Toast.tsx')).not.toMatch(/^import \{[^}]*\} from '\.\/toastQueue\.js'/m);
    expect(await read('./Toast.tsx')).toMatch(/^import type \{[^}]*\} from '\.\/toastQueue\.js'/m);
  });
});
