import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as hidden from '../components/VisuallyHidden/VisuallyHidden.css.js';
import { NativeField } from './NativeFieldParts.js';

function Field(props: { isInvalid?: boolean; errorMessage?: string; id?: string }) {
  return (
    <NativeField
      label="Email"
      description="We reply to this address."
      isInvalid={props.isInvalid ?? false}
      isRequired
      isDisabled={false}
      errorMessage={props.errorMessage}
      id={props.id}
      count={{ length: 9, maxLength: 10, show: true, countLabel: undefined }}
    >
      {(control) => <input {...control} />}
    </NativeField>
  );
}

describe('NativeField', () => {
  it('names the control by its label and describes it by the hint, then the error', () => {
    render(<Field isInvalid errorMessage="Please enter a valid email address" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'We reply to this address.',
      'Please enter a valid email address',
    ]);
  });

  it('links no error while valid, or while invalid without a message', () => {
    const { rerender } = render(<Field errorMessage="Please enter a valid email address" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-describedby')?.split(' ')).toHaveLength(1);
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    rerender(<Field isInvalid />);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toHaveLength(1);
  });

  it('uses the given id for the control and its label', () => {
    render(<Field id="contact-email" />);
    expect(screen.getByRole('textbox', { name: 'Email' }).id).toBe('contact-email');
    expect(screen.getByText('Email').closest('label')?.htmlFor).toBe('contact-email');
  });

  it('puts the count status in a visually hidden polite region', () => {
    render(<Field />);
    const status = screen.getByRole('status');
    expect(status.className).toBe(hidden.root);
    expect(screen.getByTestId('character-count').textContent).toBe('9/10');
  });
});
