import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { ChatWidget } from '../ChatWidget/ChatWidget.js';
import { ToastRegion } from './Toast.js';
import { showToast, toastQueue } from './toastQueue.js';

afterEach(() => {
  act(() => toastQueue.clear());
  cleanup();
});

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe('Toast beside the chat bubble', () => {
  for (const [width, height] of [
    [320, 568],
    [560, 800],
    [1280, 800],
  ] as const) {
    it(`neither covers the other at ${width} px`, async () => {
      await page.viewport(width, height);
      render(
        <>
          <ChatWidget
            delayMs={0}
            title="Talk to us"
            body="Questions?"
            action={{ label: 'Send a message', href: '#' }}
            openLabel="Open chat"
            closeLabel="Close chat"
          />
          <ToastRegion label="Notifications" dismissLabel="Dismiss" />
        </>,
      );
      act(() => {
        showToast({ title: 'Not sent', description: 'Please try again.', variant: 'destructive' });
      });
      const region = await screen.findByRole(
        'region',
        { name: 'Notifications' },
        { timeout: 10_000 },
      );
      const bubble = screen.getByRole('button', { name: 'Open chat' });
      await new Promise((resolve) => setTimeout(resolve, 400)); // the entrance animation
      expect(overlaps(region.getBoundingClientRect(), bubble.getBoundingClientRect())).toBe(false);
      expect(region.getBoundingClientRect().bottom).toBeLessThanOrEqual(height);
    });
  }
});
