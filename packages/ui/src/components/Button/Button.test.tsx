import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button.js';

describe('Button', () => {
  it('calls onPress when clicked', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Send</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('defaults to type="button" so it never submits a form by accident', () => {
    render(<Button>Open</Button>);
    expect(screen.getByRole('button')).toHaveProperty('type', 'button');
  });

  it('while pending keeps the label, shows a spinner, is aria-disabled and ignores presses', async () => {
    const onPress = vi.fn();
    render(
      <Button isPending onPress={onPress}>
        Saving
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('data-pending')).toBe(true);
    expect(screen.getByTestId('button-spinner').getAttribute('aria-hidden')).toBe('true');
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('when disabled is not pressable', async () => {
    const onPress = vi.fn();
    render(
      <Button isDisabled onPress={onPress}>
        Send
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toHaveProperty('disabled', true);
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('hides decorative icons from assistive technology', () => {
    render(<Button iconEnd="arrow-right">Next</Button>);
    const svg = screen.getByRole('button').querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('button').textContent).toBe('Next');
  });
});
