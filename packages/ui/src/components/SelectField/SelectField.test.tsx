import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './SelectField';

const items = [
  { value: 'custom-software', label: 'Custom Software Development' },
  { value: 'ai-ml', label: 'AI & Machine Learning Solutions' },
  { value: 'other', label: 'Other Services' },
];

function Controlled({ onChange }: { onChange: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <form data-testid="form">
      <SelectField
        label="Service"
        placeholder="Select a service"
        items={items}
        name="service"
        selectedKey={value}
        onSelectionChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </form>
  );
}

describe('SelectField', () => {
  it('selects an option with the keyboard and submits its value through FormData', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /Service/ });
    expect(trigger.textContent).toContain('Select a service');
    await user.tab();
    expect(document.activeElement).toBe(trigger);
    await user.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(3);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('ai-ml');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger.textContent).toContain('AI & Machine Learning Solutions');
    const data = new FormData(screen.getByTestId('form') as HTMLFormElement);
    expect(data.get('service')).toBe('ai-ml');
  });

  it('when invalid shows the error, linked to the trigger', () => {
    render(
      <SelectField
        label="Service"
        items={items}
        isInvalid
        errorMessage="Please select a service"
        placeholder="Select a service"
      />,
    );
    const trigger = screen.getByRole('button', { name: /Service/ });
    const errorId = screen.getByText('Please select a service').closest('[id]')?.id;
    expect(errorId).toBeTruthy();
    expect((trigger.getAttribute('aria-describedby') ?? '').split(' ')).toContain(errorId);
  });
});
