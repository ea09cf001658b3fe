import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField.js';

function Controlled({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="Phone"
      type="tel"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('TextField', () => {
  it('labels the input and links the description', () => {
    render(<TextField label="Email" type="email" description="We reply to this address." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('type')).toBe('email');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    const description = screen.getByText('We reply to this address.');
    expect(describedBy.split(' ')).toContain(description.id);
  });

  it('when invalid sets aria-invalid and links the error message by id', () => {
    render(
      <TextField
        label="Name"
        isRequired
        isInvalid
        errorMessage="Name must be at least 2 characters"
        defaultValue="A"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    const error = screen.getByText('Name must be at least 2 characters');
    const errorContainer = error.closest('[id]');
    expect(errorContainer?.id).toBeTruthy();
    expect((input.getAttribute('aria-describedby') ?? '').split(' ')).toContain(errorContainer?.id);
  });

  it('shows no error and no aria-invalid while valid', () => {
    render(<TextField label="Name" errorMessage="Name must be at least 2 characters" />);
    expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Name must be at least 2 characters')).toBeNull();
  });

  it('works controlled and reports every change', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '98');
    expect(onChange).toHaveBeenLastCalledWith('98');
    expect(screen.getByRole('textbox')).toHaveProperty('value', '98');
  });

  it('shows the character count only from 80 % of maxLength and announces it politely', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(
        <TextField
          label="Name"
          maxLength={10}
          showCount
          countLabel={(n, max) => `${max - n} characters left`}
        />,
      );
      const input = screen.getByRole('textbox', { name: 'Name' });
      await user.type(input, 'abcdefg');
      expect(screen.queryByTestId('character-count')).toBeNull();
      await user.type(input, 'h');
      expect(screen.getByTestId('character-count').textContent).toBe('2 characters left');
      const status = screen.getByRole('status');
      await act(() => vi.advanceTimersByTimeAsync(700));
      expect(status.textContent).toBe('2 characters left');
      expect(input.getAttribute('maxlength')).toBe('10');
    } finally {
      vi.useRealTimers();
    }
  });

  it('exposes the input through inputRef and id', () => {
    const ref = { current: null as HTMLInputElement | null };
    render(<TextField label="Name" id="contact-name" inputRef={ref} />);
    expect(ref.current?.id).toBe('contact-name');
  });
});
