import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextAreaField } from './TextAreaField.js';

describe('TextAreaField', () => {
  it('renders a labelled textarea with error linkage', () => {
    render(
      <TextAreaField
        label="Message"
        isInvalid
        errorMessage="Message must be at least 10 characters"
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const errorId = screen.getByText('Message must be at least 10 characters').closest('[id]')?.id;
    expect((box.getAttribute('aria-describedby') ?? '').split(' ')).toContain(errorId);
  });

  it('has a minimum height of 120 px', () => {
    render(<TextAreaField label="Message" />);
    expect(getComputedStyle(screen.getByRole('textbox')).minHeight).toBe('120px');
  });

  it('counts characters near the limit', async () => {
    render(<TextAreaField label="Message" maxLength={10} showCount />);
    await userEvent.type(screen.getByRole('textbox'), 'abcdefghi');
    expect(screen.getByTestId('character-count').textContent).toBe('9/10');
  });

  it('cuts nothing past the limit when allowOverLimit, and marks the count over it', async () => {
    render(<TextAreaField label="Message" maxLength={10} showCount allowOverLimit />);
    const box = screen.getByRole('textbox');
    expect(box.hasAttribute('maxlength')).toBe(false);
    await userEvent.click(box);
    await userEvent.paste('a'.repeat(35));
    expect((box as HTMLTextAreaElement).value).toHaveLength(35);
    const count = screen.getByTestId('character-count');
    expect(count.textContent).toBe('35/10');
    expect(count.getAttribute('data-over-limit')).toBe('true');
  });

  it('keeps the native cap by default', () => {
    render(<TextAreaField label="Message" maxLength={10} />);
    expect(screen.getByRole('textbox').getAttribute('maxlength')).toBe('10');
  });
});
