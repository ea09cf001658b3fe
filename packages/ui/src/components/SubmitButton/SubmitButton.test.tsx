import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SubmitButton } from './SubmitButton.js';

function Sign({
  isPending = false,
  onSubmit,
  onClick,
}: {
  isPending?: boolean;
  onSubmit: () => void;
  onClick?: () => void;
}) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label>
        Name <input name="name" />
      </label>
      <label>
        Email <input name="email" />
      </label>
      <SubmitButton isPending={isPending} pendingLabel="Submitting..." onClick={onClick}>
        Send Message
      </SubmitButton>
    </form>
  );
}

describe('SubmitButton', () => {
  it('is a native submit button that submits the form when idle', async () => {
    const onSubmit = vi.fn();
    const onClick = vi.fn();
    render(<Sign onSubmit={onSubmit} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Send Message' });
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('submits with Enter in a field when idle', async () => {
    const onSubmit = vi.fn();
    render(<Sign onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Priya{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while pending reads the pending label, shows a spinner, is aria-disabled and cannot submit', async () => {
    const onSubmit = vi.fn();
    const onClick = vi.fn();
    render(<Sign isPending onSubmit={onSubmit} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Submitting...' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.getAttribute('type')).toBe('button');
    expect(button.hasAttribute('data-pending')).toBe(true);
    expect(screen.getByTestId('button-spinner').getAttribute('aria-hidden')).toBe('true');
    await userEvent.click(button);
    fireEvent.click(button);
    // Enter in a field finds no submit button, so there is no implicit submission either.
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Priya{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps focus when it turns pending and back', async () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<Sign onSubmit={onSubmit} />);
    const button = screen.getByRole('button', { name: 'Send Message' });
    button.focus();
    rerender(<Sign isPending onSubmit={onSubmit} />);
    expect(document.activeElement).toBe(button);
    expect(button.textContent).toBe('Submitting...');
    rerender(<Sign onSubmit={onSubmit} />);
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('type')).toBe('submit');
  });

  it('when disabled is natively disabled and submits nothing', async () => {
    const onSubmit = vi.fn();
    render(
      <form onSubmit={onSubmit}>
        <SubmitButton isDisabled>Send Message</SubmitButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Send Message' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.hasAttribute('data-disabled')).toBe(true);
    await userEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
