import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SubmitButton } from './SubmitButton';

describe('SubmitButton', () => {
  it('submits the form when idle', () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <SubmitButton pendingLabel="Submitting...">Send Message</SubmitButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Send Message' });
    expect(button.getAttribute('type')).toBe('submit');
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while pending reads the pending label, is aria-disabled and cannot submit again', () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <SubmitButton isPending pendingLabel="Submitting...">
          Send Message
        </SubmitButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Submitting...' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
